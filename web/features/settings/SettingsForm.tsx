import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { GST_MODE_LABELS, GST_MODES, type GstMode } from "../../../shared/billing/gst";
import { WEEKDAYS } from "../../../shared/opening-hours";
import { type PaperWidth, restaurantSettingsInput } from "../../../shared/schemas/settings";
import type { LocalSettings } from "../../data/db";
import { useMutate } from "../../data/hooks";
import { type FieldErrors, focusFirstInvalid, validateForm } from "../../lib/validateForm";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { Form } from "../../ui/Form/Form";
import { SelectField } from "../../ui/Select/SelectField";
import { toast } from "../../ui/Toast/toastStore";
import { dayHoursText, hoursFromTexts } from "./hoursText";

const GST_MODE_OPTIONS = GST_MODES.map((value) => ({ value, label: GST_MODE_LABELS[value] }));

const PAPER_OPTIONS: { value: PaperWidth; label: string }[] = [
  { value: "80mm", label: "80 mm roll (48 columns)" },
  { value: "58mm", label: "58 mm roll (32 columns)" },
];

type TextKey =
  | "legalName"
  | "address"
  | "phone"
  | "gstin"
  | "fssaiNumber"
  | "upiId"
  | "upiPayee"
  | "billFooter"
  | "slug"
  | "cuisine"
  | "about"
  | "mapUrl"
  | "domain";

/** Monday first, as the website lists the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The settings form: checked with the server's own rules before saving, saved through the outbox. */
export function SettingsForm({ settings }: { settings: LocalSettings }) {
  const mutate = useMutate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dayTexts, setDayTexts] = useState(() => WEEKDAYS.map((_, day) => dayHoursText(settings.openingHours ?? [], day)));
  const text = (field: TextKey) => ({
    name: field,
    value: values[field] ?? "",
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = hoursFromTexts(dayTexts);
    if ("badDay" in read) {
      flushSync(() => setErrors({ [`hours-${read.badDay}`]: "Write times like 12:00-15:30, 19:00-23:30 (empty when closed)" }));
      return focusFirstInvalid(formRef.current);
    }
    const result = validateForm(restaurantSettingsInput, { ...values, openingHours: read.hours });
    flushSync(() => setErrors(result.ok ? {} : result.errors));
    if (!result.ok) return focusFirstInvalid(formRef.current);
    try {
      await mutate.saveRestaurantSettings({ restaurantId: settings.restaurantId, settings: result.data });
      toast({ title: "Settings Saved", description: "Bills made from now on use these settings" });
    } catch {
      toast({ title: "Save Failed", description: "Failed to save restaurant settings", variant: "destructive" });
    }
  };

  return (
    <Form ref={formRef} onSubmit={(event) => void save(event)}>
      <Field label="Legal name" {...text("legalName")} />
      <TextAreaField label="Address" {...text("address")} />
      <Field label="Phone" inputMode="tel" {...text("phone")} />
      <SelectField<GstMode>
        label="GST"
        options={GST_MODE_OPTIONS}
        value={values.gstMode}
        error={errors.gstMode}
        onValueChange={(gstMode) => setValues((current) => ({ ...current, gstMode }))}
      />
      <Field label="GSTIN" hint="15 characters, e.g. 27AAPFU0939F1ZV" autoCapitalize="characters" {...text("gstin")} />
      <label>
        <input
          type="checkbox"
          checked={values.pricesIncludeGst}
          onChange={(event) => setValues((current) => ({ ...current, pricesIncludeGst: event.target.checked }))}
        />{" "}
        Menu prices include GST
      </label>
      <Field label="FSSAI licence number" hint="14 digits, printed on every bill" inputMode="numeric" {...text("fssaiNumber")} />
      <Field label="UPI ID" hint="Where diners pay, e.g. spicegarden@okaxis" autoCapitalize="none" {...text("upiId")} />
      <Field label="UPI payee name" hint="The name the diner's UPI app shows" {...text("upiPayee")} />
      <TextAreaField label="Bill footer" {...text("billFooter")} />
      <SelectField<PaperWidth>
        label="Receipt paper"
        hint="The width of the receipt printer's roll"
        options={PAPER_OPTIONS}
        value={values.paperWidth}
        error={errors.paperWidth}
        onValueChange={(paperWidth) => setValues((current) => ({ ...current, paperWidth }))}
      />
      <h2>Website</h2>
      <p>
        Your website is at <a href={`/r/${settings.slug ?? ""}`}>/r/{settings.slug}</a>: your menu, photos, hours and address, for search
        engines and guests.
      </p>
      <Field
        label="Web address"
        hint="Lowercase letters, digits and hyphens, 3 to 40: /r/your-name"
        autoCapitalize="none"
        {...text("slug")}
      />
      <Field label="Cuisine" hint="e.g. North Indian" {...text("cuisine")} />
      <TextAreaField label="About" {...text("about")} />
      <Field label="Map link" hint="An https:// link to your place on a map" inputMode="url" {...text("mapUrl")} />
      <Field label="Own domain" hint="e.g. www.yourname.in, pointed at this server (optional)" autoCapitalize="none" {...text("domain")} />
      <fieldset>
        <legend>Opening hours (India time; a close after midnight is fine, e.g. 19:00-01:00)</legend>
        {WEEK.map((day) => (
          <Field
            key={day}
            label={WEEKDAYS[day]}
            name={`hours-${day}`}
            value={dayTexts[day] ?? ""}
            error={errors[`hours-${day}`] ?? (day === 0 ? errors.openingHours : undefined)}
            onChange={(event) => setDayTexts((current) => current.map((old, index) => (index === day ? event.target.value : old)))}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" size="lg">
          Save Settings
        </Button>
      </div>
    </Form>
  );
}
