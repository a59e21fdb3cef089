import { memo } from "react";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import * as styles from "./MenuEditor.css";
import { type ChoiceDraft, type GroupDraft, newChoice, PRESETS } from "./optionDrafts";

interface OptionGroupsEditorProps {
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  /** The menu language's English name ("Hindi"), for the translation fields. */
  languageName: string;
  error: string | undefined;
}

/**
 * A dish's options: a portion (required, one choice), a spice level (optional, one choice, free),
 * add-ons (optional, several, priced), or a group of one's own; each choice can be sold out alone.
 */
// Memoised: typing in the item's own fields leaves the (long) options untouched.
export const OptionGroupsEditor = memo(function OptionGroupsEditor({ groups, onChange, languageName, error }: OptionGroupsEditorProps) {
  const change = (index: number, group: GroupDraft) => onChange(groups.map((one, at) => (at === index ? group : one)));
  return (
    <fieldset className={styles.options}>
      <legend className={styles.optionsTitle}>Options (portion, spice level, add-ons)</legend>
      {groups.map((group, index) => (
        <GroupEditor
          key={group.id}
          group={group}
          number={index + 1}
          languageName={languageName}
          onChange={(next) => change(index, next)}
          onRemove={() => onChange(groups.filter((_, at) => at !== index))}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onChange([...groups, PRESETS.portion()])}>
          + Portion (Half / Full)
        </Button>
        <Button variant="secondary" onClick={() => onChange([...groups, PRESETS.spice()])}>
          + Spice Level
        </Button>
        <Button variant="secondary" onClick={() => onChange([...groups, PRESETS.addOns()])}>
          + Add-ons
        </Button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});

interface GroupEditorProps {
  group: GroupDraft;
  number: number;
  languageName: string;
  onChange: (group: GroupDraft) => void;
  onRemove: () => void;
}

function GroupEditor({ group, number, languageName, onChange, onRemove }: GroupEditorProps) {
  const label = group.name.trim() || `Group ${number}`;
  const set = (fields: Partial<GroupDraft>) => onChange({ ...group, ...fields });
  const setChoice = (index: number, choice: ChoiceDraft) => set({ choices: group.choices.map((one, at) => (at === index ? choice : one)) });
  return (
    <fieldset className={styles.group} aria-label={`Option group ${number}`}>
      <div className={styles.row}>
        <Field label={`Option group ${number} name`} value={group.name} onChange={(event) => set({ name: event.target.value })} />
        <Field
          label={`${label} in ${languageName}`}
          lang="und"
          value={group.localName}
          onChange={(event) => set({ localName: event.target.value })}
        />
      </div>
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={group.kind === "multiple"}
            onChange={(event) => set({ kind: event.target.checked ? "multiple" : "single" })}
          />
          {label}: several choices
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={group.required} onChange={(event) => set({ required: event.target.checked })} />
          {label}: required
        </label>
        {group.kind === "multiple" ? (
          <Field
            label={`${label}: at most`}
            inputMode="numeric"
            hint="Empty: any number"
            value={group.max}
            onChange={(event) => set({ max: event.target.value })}
          />
        ) : null}
      </div>
      <ul className={styles.choices}>
        {group.choices.map((choice, index) => (
          <li key={choice.id} className={styles.row}>
            <Field
              label={`${label} choice ${index + 1}`}
              value={choice.name}
              onChange={(event) => setChoice(index, { ...choice, name: event.target.value })}
            />
            <Field
              label={`${label} choice ${index + 1} in ${languageName}`}
              value={choice.localName}
              onChange={(event) => setChoice(index, { ...choice, localName: event.target.value })}
            />
            <Field
              label={`${label} choice ${index + 1} price change (₹)`}
              inputMode="numeric"
              value={choice.priceDelta}
              onChange={(event) => setChoice(index, { ...choice, priceDelta: event.target.value })}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={!choice.isAvailable}
                onChange={(event) => setChoice(index, { ...choice, isAvailable: !event.target.checked })}
              />
              {`${label} choice ${index + 1} sold out`}
            </label>
            <Button
              variant="ghost"
              aria-label={`Remove ${label} choice ${index + 1}`}
              onClick={() => set({ choices: group.choices.filter((_, at) => at !== index) })}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => set({ choices: [...group.choices, newChoice()] })}>
          Add a choice to {label}
        </Button>
        <Button variant="destructive" onClick={onRemove}>
          Remove {label}
        </Button>
      </div>
    </fieldset>
  );
}
