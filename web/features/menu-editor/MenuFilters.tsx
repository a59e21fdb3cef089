import { Field } from "../../ui/Field/Field";
import { SelectField } from "../../ui/Select/SelectField";
import * as styles from "./MenuEditor.css";
import { CATEGORY_FILTER_OPTIONS, type MenuFilter } from "./menuFilter";

/** Search and a category filter over Current Menu Items, for menus of a hundred dishes. */
export function MenuFilters({ filter, onChange }: { filter: MenuFilter; onChange: (filter: MenuFilter) => void }) {
  return (
    <section className={styles.filters} aria-label="Find dishes">
      <Field
        label="Search dishes"
        type="search"
        autoComplete="off"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
      />
      <SelectField
        label="Category"
        options={CATEGORY_FILTER_OPTIONS}
        value={filter.category}
        onValueChange={(category) => onChange({ ...filter, category })}
      />
    </section>
  );
}
