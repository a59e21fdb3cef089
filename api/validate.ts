import type { Context } from "hono";
import type * as z from "zod/mini";
import { badRequest, type ValidationIssue } from "./errors";

function issuesOf(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** Parses a value with a shared schema or throws a 400 whose message is the first problem found. */
function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  throw badRequest(issues[0]?.message ?? "Invalid request", issues);
}

/** Reads a JSON body; a missing or malformed body is a 400, never a 500. */
export async function jsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  return jsonText(await bodyText(c), schema);
}

/** The request body as text, for a caller that also hashes it; a body that cannot be read is a 400. */
export async function bodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
}

/** Parses a body already read as text (a caller that also hashes it) the way jsonBody does. */
export function jsonText<S extends z.ZodMiniType>(text: string, schema: S): z.infer<S> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  return parseWith(schema, body);
}

/** Parses the query string (each parameter's first value) with a shared schema; a bad value is a 400. */
export function queryParams<S extends z.ZodMiniType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

export function pathParams<S extends z.ZodMiniType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param());
}
