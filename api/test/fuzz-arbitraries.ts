import fc from "fast-check";

/** How a field of a real payload can be broken so that the payload can never be valid. */
type FieldKind = "string" | "int" | "boolean" | "array" | { oneOf: readonly string[] };

export interface FieldSpec {
  key: string;
  kind: FieldKind;
  /** Whether leaving the field out is itself invalid (no default, not optional). */
  required: boolean;
  /** Whether null is accepted even though leaving the field out is not (customer notes). */
  nullable?: boolean;
}

const REMOVE = Symbol("remove");

// NaN and Infinity would serialise to null, which optional fields accept.
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const nested = fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 1, maxKeys: 3 }));
const notString = fc.oneof(fc.integer(), finite, fc.boolean(), nested);
const notInt = fc.oneof(
  fc.string(),
  fc.boolean(),
  nested,
  finite.filter((value) => !Number.isInteger(value)),
);
const notBoolean = fc.oneof(fc.string(), fc.integer(), nested);
const notArray = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.object({ maxDepth: 1, maxKeys: 3 }));

/** Values of the wrong kind for a field: null only counts where the field is required and not nullable. */
function wrongValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  const nullIsWrong = spec.required && !spec.nullable;
  const orNull = (arbitrary: fc.Arbitrary<unknown>) => (nullIsWrong ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary);
  if (typeof spec.kind === "object") {
    const allowed = new Set([...spec.kind.oneOf, ""]);
    return orNull(
      fc.oneof(
        notString,
        fc.string().filter((value) => !allowed.has(value)),
      ),
    );
  }
  switch (spec.kind) {
    case "string":
      return orNull(notString);
    case "int":
      return orNull(notInt);
    case "boolean":
      return orNull(notBoolean);
    case "array":
      return orNull(notArray);
  }
}

/** A real payload with exactly one field broken or, when it is required, removed. */
function nearMiss(valid: Record<string, unknown>, specs: readonly FieldSpec[]): fc.Arbitrary<string> {
  return fc
    .constantFrom(...specs)
    .chain((spec) => fc.tuple(fc.constant(spec.key), spec.required ? fc.oneof(wrongValue(spec), fc.constant(REMOVE)) : wrongValue(spec)))
    .map(([key, value]) => {
      const body: Record<string, unknown> = { ...valid };
      if (value === REMOVE) delete body[key];
      else body[key] = value;
      return JSON.stringify(body);
    });
}

/** Bodies no endpoint accepts: random values, random JSON text, text that is not JSON at all. */
export const garbage: fc.Arbitrary<string> = fc.oneof(
  fc.anything().map((value) => JSON.stringify(value) ?? ""),
  fc.json(),
  fc.string(),
);

export const badBody = (valid: Record<string, unknown>, specs: readonly FieldSpec[]) => fc.oneof(garbage, nearMiss(valid, specs));
