import { useState } from "react";
import { type LocalMenuItem, useMenuItems, useMutate } from "../../data/hooks";
import { useSessionUser } from "../../data/session";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";
import { toast } from "../../ui/Toast/toastStore";
import { AdminOnly } from "../admin/AdminOnly";
import { failed, saved } from "../admin/adminToasts";
import * as styles from "./MenuEditor.css";
import { MenuItemCard } from "./MenuItemCard";
import { MenuItemForm } from "./MenuItemForm";
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

  const remove = async (item: LocalMenuItem) => {
    if (!window.confirm("Are you sure you want to delete this menu item?")) return;
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
        <MenuItemForm key={formKey} editing={editing} onSubmit={submit} onCancel={() => startEditing(null)} />
        {user ? <QuickAdd restaurantId={user.restaurantId} /> : null}
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
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.id}>
                <MenuItemCard
                  item={item}
                  onEdit={startEditing}
                  onDelete={(chosen) => void remove(chosen)}
                  onToggleAvailable={(chosen) => void toggleAvailable(chosen)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
