import { useState } from "react";
import { LANGUAGE_ENGLISH_NAMES } from "../../../shared/language-names";
import { type LocalMenuItem, useMenuItems, useMutate } from "../../data/hooks";
import { useSessionUser } from "../../data/session";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";
import { toast } from "../../ui/Toast/toastStore";
import { AdminOnly, failed, saved } from "../admin";
import { DeleteMenuItemDialog } from "./DeleteMenuItemDialog";
import * as styles from "./MenuEditor.css";
import { MenuFilters } from "./MenuFilters";
import { MenuItemCard } from "./MenuItemCard";
import { MenuItemForm } from "./MenuItemForm";
import { MenuLanguagePicker, useMenuLanguage } from "./MenuLanguagePicker";
import { filterMenu, NO_FILTER } from "./menuFilter";
import type { MenuItemFormData } from "./menuItemForm";
import { QuickAdd } from "./QuickAdd";

/** The admin's menu (docs/product.md, Menu editor), read from and written to this device's copy (docs/sync.md). */
export function MenuEditorPage() {
  return (
    <AdminOnly screen="the Menu Editor">
      <MenuEditor />
    </AdminOnly>
  );
}

function MenuEditor() {
  const user = useSessionUser();
  const menuLanguage = useMenuLanguage(user?.restaurantId ?? "");
  const items = useMenuItems();
  const mutate = useMutate();
  const [editing, setEditing] = useState<LocalMenuItem | null>(null);
  // A new key remounts the form: empty after an add, loaded with the item chosen for editing.
  const [formKey, setFormKey] = useState(0);

  const startEditing = (item: LocalMenuItem | null) => {
    setEditing(item);
    setFormKey((key) => key + 1);
  };

  const submit = async (data: MenuItemFormData) => {
    if (editing) {
      try {
        await mutate.updateMenuItem({ id: editing.id, ...data, isAvailable: editing.isAvailable });
        saved("Menu item updated successfully");
        startEditing(null);
      } catch {
        failed("Failed to update menu item");
      }
      return;
    }
    try {
      await mutate.addMenuItem({ ...data, isAvailable: true });
      saved("Menu item added successfully");
      startEditing(null);
    } catch {
      failed("Failed to add menu item");
    }
  };

  const [filter, setFilter] = useState(NO_FILTER);
  const [deleting, setDeleting] = useState<LocalMenuItem | null>(null);

  const remove = async (item: LocalMenuItem) => {
    setDeleting(null);
    try {
      await mutate.deleteMenuItem({ id: item.id });
      if (editing?.id === item.id) startEditing(null);
      saved("Menu item deleted successfully");
    } catch {
      failed("Failed to delete menu item");
    }
  };

  const toggleAvailable = async (item: LocalMenuItem) => {
    try {
      await mutate.setMenuItemAvailability({ id: item.id, isAvailable: !item.isAvailable });
      toast({
        title: item.isAvailable ? "Marked Sold Out" : "Marked Available",
        description: `${item.name} is now ${item.isAvailable ? "unavailable" : "available"}`,
      });
    } catch {
      failed("Failed to update menu item");
    }
  };

  return (
    <Page title="Menu Editor" lead="Add dishes, change prices and mark what has sold out. Diners see it within seconds.">
      <div className={styles.layout}>
        <MenuItemForm
          key={formKey}
          editing={editing}
          onSubmit={submit}
          onCancel={() => startEditing(null)}
          languageName={LANGUAGE_ENGLISH_NAMES[menuLanguage.language]}
        />
        {user ? <QuickAdd restaurantId={user.restaurantId} /> : null}
        <MenuLanguagePicker language={menuLanguage.language} onChoose={(language) => void menuLanguage.choose(language)} />
      </div>
      <section aria-labelledby="menu-items-heading">
        <h2 id="menu-items-heading">Current Menu Items</h2>
        {items === undefined ? (
          <p className={styles.muted} role="status">
            Loading menu items...
          </p>
        ) : items.length === 0 ? (
          <Card>
            <p className={styles.muted}>No menu items yet. Add your first item above!</p>
          </Card>
        ) : (
          <>
            <MenuFilters filter={filter} onChange={setFilter} />
            <FilteredItems
              items={filterMenu(items, filter)}
              onEdit={startEditing}
              onDelete={setDeleting}
              onToggleAvailable={(chosen) => void toggleAvailable(chosen)}
            />
          </>
        )}
      </section>
      <DeleteMenuItemDialog item={deleting} onConfirm={(item) => void remove(item)} onCancel={() => setDeleting(null)} />
    </Page>
  );
}

interface FilteredItemsProps {
  items: LocalMenuItem[];
  onEdit(item: LocalMenuItem): void;
  onDelete(item: LocalMenuItem): void;
  onToggleAvailable(item: LocalMenuItem): void;
}

function FilteredItems({ items, onEdit, onDelete, onToggleAvailable }: FilteredItemsProps) {
  if (items.length === 0) return <p className={styles.muted}>No dishes match the search.</p>;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuItemCard item={item} onEdit={onEdit} onDelete={onDelete} onToggleAvailable={onToggleAvailable} />
        </li>
      ))}
    </ul>
  );
}
