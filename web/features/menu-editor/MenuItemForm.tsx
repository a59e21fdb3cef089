import { useState } from "react";
import type { Diet, MenuCategory } from "../../../shared/constants";
import type { LocalMenuItem } from "../../data/hooks";
import { useValidatedForm } from "../../lib/useValidatedForm";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Field } from "../../ui/Field/Field";
import { TextAreaField } from "../../ui/Field/TextAreaField";
import { Form } from "../../ui/Form/Form";
import { PhotoUpload } from "../../ui/PhotoUpload/PhotoUpload";
import { SelectField } from "../../ui/Select/SelectField";
import * as styles from "./MenuEditor.css";
import {
  CATEGORY_OPTIONS,
  DIET_OPTIONS,
  EMPTY_MENU_ITEM_FORM,
  type MenuItemFormData,
  type MenuItemFormValues,
  menuItemForm,
} from "./menuItemForm";
import { OptionGroupsEditor } from "./OptionGroupsEditor";
import { readDrafts, toDrafts } from "./optionDrafts";

interface MenuItemFormProps {
  /** The item being edited, or null to add a new one. */
  editing: LocalMenuItem | null;
  onSubmit(data: MenuItemFormData): Promise<void>;
  onCancel(): void;
  /** The menu language's English name ("Hindi"), for the translation fields. */
  languageName: string;
}

function valuesOf(item: LocalMenuItem | null): MenuItemFormValues {
  if (!item) return EMPTY_MENU_ITEM_FORM;
  const category = CATEGORY_OPTIONS.find((option) => option.value === item.category)?.value ?? "";
  return {
    name: item.name,
    description: item.description,
    price: String(item.price),
    category,
    localName: item.localName,
    localDescription: item.localDescription,
    diet: item.diet ?? "",
  };
}

/**
 * Add Item, or Update Item and Cancel while an item is edited. The page remounts this form (by key)
 * to load another item or to empty it after an add.
 */
export function MenuItemForm({ editing, onSubmit, onCancel, languageName }: MenuItemFormProps) {
  const form = useValidatedForm(menuItemForm, valuesOf(editing));
  const [groups, setGroups] = useState(() => toDrafts(editing?.optionGroups ?? []));
  const [optionsError, setOptionsError] = useState<string | undefined>(undefined);
  // The options are checked with the fields; the item is saved only when both pass.
  const submit = async (data: MenuItemFormData) => {
    const options = readDrafts(groups);
    setOptionsError(options.ok ? undefined : options.message);
    if (options.ok) await onSubmit({ ...data, optionGroups: options.groups });
  };
  return (
    <Card title={editing ? "Edit Menu Item" : "Add New Menu Item"} headingLevel={2}>
      <Form ref={form.formRef} onSubmit={form.onSubmit(submit)}>
        {/* Choosing Edit moves focus (and the view) to the loaded form, for keyboard users too. */}
        <Field label="Item Name *" autoComplete="off" autoFocus={editing !== null} {...form.bind("name")} />
        <TextAreaField label="Description" rows={3} {...form.bind("description")} />
        <Field label="Price (₹) *" inputMode="numeric" autoComplete="off" {...form.bind("price")} />
        <SelectField<MenuCategory>
          label="Category *"
          name="category"
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          value={form.values.category}
          onValueChange={(category) => form.setValue("category", category)}
          error={form.errors.category}
        />
        <SelectField<Diet>
          label="Veg / Non-veg"
          name="diet"
          placeholder="Not marked"
          options={DIET_OPTIONS}
          value={form.values.diet}
          onValueChange={(diet) => form.setValue("diet", diet)}
          error={form.errors.diet}
        />
        <Field label={`Item Name in ${languageName}`} autoComplete="off" {...form.bind("localName")} />
        <TextAreaField label={`Details in ${languageName}`} rows={2} {...form.bind("localDescription")} />
        <OptionGroupsEditor groups={groups} onChange={setGroups} languageName={languageName} error={optionsError} />
        {/* A photo belongs to a saved dish: it is uploaded at once, apart from the form's Save. */}
        {editing ? (
          <PhotoUpload
            label={editing.name}
            path={`/api/menu-items/${encodeURIComponent(editing.id)}/photo`}
            photo={editing.photo ?? null}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="lg" disabled={form.pending}>
            {editing ? "Update Item" : "Add Item"}
          </Button>
          {editing ? (
            <Button variant="secondary" size="lg" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </Form>
    </Card>
  );
}
