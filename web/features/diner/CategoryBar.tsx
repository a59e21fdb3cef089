import type { MouseEvent } from "react";
import * as styles from "./CategoryBar.css";
import { categoryAnchor } from "./dinerSections";
import { useCatalogue, useText } from "./i18n/DinerText";
import { categoryName } from "./i18n/messages";

interface CategoryBarProps {
  categories: readonly string[];
  vegOnly: boolean;
  onVegOnlyChange: (vegOnly: boolean) => void;
}

/** Stays at the top while the diner scrolls: a link to each category, and the Veg only switch. */
export function CategoryBar({ categories, vegOnly, onVegOnlyChange }: CategoryBarProps) {
  const text = useText();
  const catalogue = useCatalogue();
  const jump = (event: MouseEvent<HTMLAnchorElement>, category: string) => {
    const section = document.getElementById(categoryAnchor(category));
    if (!section) return;
    // Scrolled here rather than by the hash, so the page's address stays the table's.
    event.preventDefault();
    section.scrollIntoView({ block: "start", behavior: "smooth" });
  };
  return (
    <div className={styles.bar}>
      <nav aria-label={text.categories} className={styles.scroller}>
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category}>
              <a className={styles.link} href={`#${categoryAnchor(category)}`} onClick={(event) => jump(event, category)}>
                {categoryName(category, catalogue)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <label className={styles.vegSwitch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={vegOnly}
          aria-checked={vegOnly}
          onChange={(event) => onVegOnlyChange(event.target.checked)}
        />
        {text.vegOnly}
      </label>
    </div>
  );
}
