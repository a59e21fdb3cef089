import { type FormEvent, useState } from "react";
import type { SessionUser } from "../../../shared/schemas/auth";
import { serverMessageOf } from "../../http/client";
import { useOnline } from "../../lib/useOnline";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Field } from "../../ui/Field/Field";
import { toast } from "../../ui/Toast/toastStore";
import { rows } from "../admin";
import { openOutlet, useOutlets } from "./outlets";

/**
 * The owner's outlets on the Dashboard: which they own, which one this screen is, and a new one opened
 * with its own menu, tables, staff and settings (docs/api.md, Outlets). Online only; shown to owners alone.
 */
export function OutletsCard({ user }: { user: SessionUser }) {
  const outlets = useOutlets(user);
  const online = useOnline();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!outlets || outlets.length === 0) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const opened = await openOutlet(user, name);
      setName("");
      toast({ title: "Outlet Opened", description: `${opened.name} is open. Switch to it from Outlet at the top.` });
    } catch (error) {
      setProblem(serverMessageOf(error) ?? "Opening an outlet needs the connection. Try again when online.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Outlets" headingLevel={2} description="Every outlet you own. Each has its own menu, tables, staff and settings.">
      <ul className={rows.list}>
        {outlets.map((outlet) => (
          <li key={outlet.id} className={rows.row}>
            <span className={rows.who}>{outlet.name}</span>
            {outlet.id === user.restaurantId ? <span className={rows.muted}>You are working here</span> : null}
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field
          label="New outlet name"
          value={name}
          maxLength={100}
          error={problem ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className={rows.action} disabled={busy || !online || name.trim() === ""}>
          Open Outlet
        </Button>
      </form>
    </Card>
  );
}
