import type { OptionGroup } from "../../../shared/schemas/menu-options";
import { optionGroups } from "../../../shared/schemas/menu-options";
import { newId } from "../../data/ids";

/** A choice as the editor holds it while typed: the price change is text until the item is saved. */
export interface ChoiceDraft {
  id: string;
  name: string;
  localName: string;
  priceDelta: string;
  isAvailable: boolean;
}

export interface GroupDraft {
  id: string;
  name: string;
  localName: string;
  kind: OptionGroup["kind"];
  required: boolean;
  /** Text, empty for "as many as there are choices". */
  max: string;
  choices: ChoiceDraft[];
}

export const newChoice = (name = "", priceDelta = "0"): ChoiceDraft => ({
  id: newId(),
  name,
  localName: "",
  priceDelta,
  isAvailable: true,
});

/** The three kinds an Indian menu uses, ready to fill in (docs/admin-screens.md, Options). */
export const PRESETS = {
  portion: (): GroupDraft => ({
    id: newId(),
    name: "Portion",
    localName: "",
    kind: "single",
    required: true,
    max: "",
    choices: [newChoice("Half"), newChoice("Full")],
  }),
  spice: (): GroupDraft => ({
    id: newId(),
    name: "Spice Level",
    localName: "",
    kind: "single",
    required: false,
    max: "",
    choices: [newChoice("Mild"), newChoice("Medium"), newChoice("Spicy")],
  }),
  addOns: (): GroupDraft => ({
    id: newId(),
    name: "Add-ons",
    localName: "",
    kind: "multiple",
    required: false,
    max: "",
    choices: [newChoice()],
  }),
} as const;

export function toDrafts(groups: readonly OptionGroup[]): GroupDraft[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    localName: group.localName ?? "",
    kind: group.kind,
    required: group.required,
    max: group.max === undefined ? "" : String(group.max),
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      localName: choice.localName ?? "",
      priceDelta: String(choice.priceDelta),
      isAvailable: choice.isAvailable,
    })),
  }));
}

/** Whole rupees as typed; anything else is left for the schema to refuse. */
const wholeOrText = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number.parseInt(text, 10) : text);

/** The drafts through the shared rules: the groups to save, or the first problem to show. */
export function readDrafts(drafts: readonly GroupDraft[]): { ok: true; groups: OptionGroup[] } | { ok: false; message: string } {
  const result = optionGroups.safeParse(
    drafts.map((draft) => ({
      id: draft.id,
      name: draft.name,
      localName: draft.localName,
      kind: draft.kind,
      required: draft.required,
      ...(draft.kind === "multiple" && draft.max.trim() !== "" ? { max: wholeOrText(draft.max) } : {}),
      choices: draft.choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        localName: choice.localName,
        priceDelta: wholeOrText(choice.priceDelta),
        isAvailable: choice.isAvailable,
      })),
    })),
  );
  if (result.success) return { ok: true, groups: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Please check the options" };
}
