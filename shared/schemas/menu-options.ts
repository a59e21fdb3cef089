import * as z from "zod/mini";
import { MENU_PRICE, OPTION_ID_PATTERN, OPTION_LIMITS } from "../constants";
import { plainText, requiredText, wellFormed, wholeNumber } from "./fields";

const OPTION_KINDS = ["single", "multiple"] as const;

const optionId = () =>
  z
    .string({ error: "Option ids must be text" })
    .check(z.regex(OPTION_ID_PATTERN, { error: "Option ids are 1 to 40 letters, digits, - or _" }));

/** A translation: trimmed, held to a name's rules, and an empty one is no translation (the English name shows). */
export const localNameField = (label: string) =>
  z.optional(
    z.pipe(
      z
        .string()
        .check(
          wellFormed(),
          z.trim(),
          plainText(label, { asName: true }),
          z.maxLength(OPTION_LIMITS.nameLength, { error: `Must be at most ${OPTION_LIMITS.nameLength} characters` }),
        ),
      z.transform((value) => value || undefined),
    ),
  );

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

const optionChoice = z.object({
  id: optionId(),
  name: requiredText(OPTION_LIMITS.nameLength, "Every choice needs a name", "A choice's name", { asName: true }),
  localName: localNameField("A choice's translated name"),
  priceDelta: wholeNumber(
    0,
    MENU_PRICE.max,
    "A choice's price change must be a whole number of rupees",
    `A choice's price change must be from 0 to ${MENU_PRICE.max}`,
  ),
  isAvailable: z._default(z.boolean({ error: "isAvailable must be true or false" }), true),
});
export type OptionChoice = z.output<typeof optionChoice>;

/**
 * One group of options on a dish: a portion (required, single), a spice level (optional, single,
 * free), add-ons (optional, multiple, priced). `max` limits a multiple choice; a single is one at most.
 */
export const optionGroup = z
  .object({
    id: optionId(),
    name: requiredText(OPTION_LIMITS.nameLength, "Every option group needs a name", "An option group's name", { asName: true }),
    localName: localNameField("An option group's translated name"),
    kind: z.enum(OPTION_KINDS, { error: "kind must be single or multiple" }),
    required: z._default(z.boolean({ error: "required must be true or false" }), false),
    max: z.optional(wholeNumber(1, OPTION_LIMITS.choices, "max must be a whole number", `max must be from 1 to ${OPTION_LIMITS.choices}`)),
    choices: z.array(optionChoice).check(
      z.minLength(1, { error: "An option group needs at least one choice" }),
      z.maxLength(OPTION_LIMITS.choices, { error: `An option group can have at most ${OPTION_LIMITS.choices} choices` }),
      z.refine((choices) => unique(choices.map((choice) => choice.id)), { error: "Two choices in a group have the same id" }),
    ),
  })
  .check(
    z.refine((group) => group.kind === "multiple" || group.max === undefined || group.max === 1, {
      error: "A single choice group takes one choice: leave max out",
      path: ["max"],
    }),
    z.refine((group) => group.max === undefined || group.max <= group.choices.length, {
      error: "max cannot be more than the group's choices",
      path: ["max"],
    }),
  );
export type OptionGroup = z.output<typeof optionGroup>;

/** A dish's option groups; none is a dish as it always was. */
export const optionGroups = z._default(
  z.array(optionGroup).check(
    z.maxLength(OPTION_LIMITS.groups, { error: `A dish can have at most ${OPTION_LIMITS.groups} option groups` }),
    z.refine((groups) => unique(groups.map((group) => group.id)), { error: "Two option groups of a dish have the same id" }),
  ),
  [],
);

/** One choice in an order's payload: which group, which choice; names and prices come from the menu. */
export const chosenOption = z.object({ groupId: optionId(), choiceId: optionId() });
export type ChosenOption = z.output<typeof chosenOption>;

/** A chosen option as a stored order keeps it: names and price as they were when ordered. */
export const lineOption = z.object({
  groupId: z.string(),
  choiceId: z.string(),
  groupName: z.string(),
  choiceName: z.string(),
  priceDelta: z.number(),
  /** The group's kind, so a label can show add-ons as "+ Raita" long after the menu changed. */
  kind: z.enum(OPTION_KINDS),
});
export type LineOption = z.output<typeof lineOption>;
