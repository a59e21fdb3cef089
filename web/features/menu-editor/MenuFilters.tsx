import { useList } from "../../data/hooks";
import { Field } from "../../ui/Field/Field";
import { SelectField } from "../../ui/Select/SelectField";
import * as styles from "./MenuEditor.css";
import { categoryFilterOptions, type MenuFilter } from "./menuFilter";

/** Search and a category filter over Current Menu Items, for menus of a hundred dishes. */
export function MenuFilters({ filter, onChange }: { filter: MenuFilter; onChange: (filter: MenuFilter) => void }) {
  const categories = useList("menuCategories");
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
        options={categoryFilterOptions(categories)}
        value={filter.category}
        onValueChange={(category) => onChange({ ...filter, category })}
      />
    </section>
  );
}
