import { type FormEvent, useState } from "react";
import * as z from "zod/mini";
import { stationFields } from "../../../shared/schemas/stations";
import { averagePrepTimes } from "../../../shared/stations";
import { useList, useMutate, useOrders } from "../../data/hooks";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Field } from "../../ui/Field/Field";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import { failed, saved } from "../admin";
import { CategoryRouting } from "./CategoryRouting";
import * as styles from "./Stations.css";
import { draftOf, EMPTY_STATION, fieldsOf, printerLabel, type StationDraft } from "./stationForm";

/** The first problem the shared schema finds in a draft, in its words; null when it is fine. */
function problemOf(draft: StationDraft): string | null {
  const checked = z.safeParse(stationFields, fieldsOf(draft));
  return checked.success ? null : (checked.error.issues[0]?.message ?? "Please check the station");
}

/**
 * The kitchen's stations for the admin (docs/decisions/081-stations-and-categories.md): add, rename,
 * set a printer and a prep-time target, delete one nothing routes to, route each category, and see
 * each dish's average prep time measured from the bumps.
 */
export function StationsSection() {
  const stations = useList("stations");
  const orders = useOrders();
  const mutate = useMutate();
  const [adding, setAdding] = useState<StationDraft>(EMPTY_STATION);
  const [editing, setEditing] = useState<{ id: string; draft: StationDraft } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = problemOf(adding);
    setProblem(wrong);
    if (wrong) return;
    try {
      await mutate.addStation(fieldsOf(adding));
      setAdding(EMPTY_STATION);
      saved("Station added successfully");
    } catch {
      failed("Failed to add the station");
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const wrong = problemOf(editing.draft);
    setProblem(wrong);
    if (wrong) return;
    try {
      await mutate.updateStation({ id: editing.id, ...fieldsOf(editing.draft) });
      setEditing(null);
      saved("Station updated successfully");
    } catch {
      failed("Failed to update the station");
    }
  };

  const remove = async (id: string) => {
    try {
      await mutate.deleteStation({ id });
      saved("Station deleted successfully");
    } catch {
      failed("Failed to delete the station");
    }
  };

  return (
    <Card
      title="Kitchen Stations"
      description="Each station gets its own kitchen screen and printer; dishes go to a station by their category."
    >
      {stations === undefined ? (
        <p role="status">Loading stations...</p>
      ) : (
        <ul className={styles.list} aria-label="Stations">
          {stations.map((station) => {
            const prep = orders ? averagePrepTimes(orders, station.id, stations[0]?.id ?? null).slice(0, 5) : [];
            return (
              <li key={station.id} className={styles.station} aria-label={station.name}>
                {editing?.id === station.id ? (
                  <StationForm
                    draft={editing.draft}
                    onChange={(draft) => setEditing({ id: station.id, draft })}
                    onSubmit={save}
                    submit="Save Station"
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <strong>
                      <bdi>{station.name}</bdi>
                    </strong>
                    <p className={styles.muted}>
                      {printerLabel(station.printer)} · target {station.prepMinutes} min
                    </p>
                    {prep.length > 0 ? (
                      <ul className={styles.prepTimes} aria-label={`Average prep time at ${station.name}`}>
                        {prep.map((dish) => (
                          <li key={dish.name}>
                            <bdi>{dish.name}</bdi>: {dish.minutes} min ({dish.bumps} bumped)
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <PendingBadge pending={station.pending} />
                    <div className={styles.row}>
                      <Button variant="secondary" onClick={() => setEditing({ id: station.id, draft: draftOf(station) })}>
                        Edit
                      </Button>
                      <Button variant="destructive" onClick={() => void remove(station.id)} disabled={stations.length <= 1}>
                        Delete
                      </Button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {problem ? (
        <p role="alert" className={styles.muted}>
          {problem}
        </p>
      ) : null}
      <StationForm draft={adding} onChange={setAdding} onSubmit={add} submit="Add Station" />
      {stations ? <CategoryRouting stations={stations} /> : null}
    </Card>
  );
}

function StationForm({
  draft,
  onChange,
  onSubmit,
  submit,
  onCancel,
}: {
  draft: StationDraft;
  onChange(draft: StationDraft): void;
  onSubmit(event: FormEvent): void;
  submit: string;
  onCancel?: () => void;
}) {
  const set = (field: keyof StationDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  return (
    <form onSubmit={onSubmit} className={styles.row} aria-label={submit}>
      <Field label="Station name" value={draft.name} onChange={set("name")} placeholder="Tandoor" />
      <Field label="Printer host or IP" value={draft.host} onChange={set("host")} placeholder="192.168.1.50" />
      <Field label="Port" inputMode="numeric" value={draft.port} onChange={set("port")} />
      <label className={styles.label}>
        Paper
        <select className={styles.select} value={draft.paper} onChange={set("paper")}>
          <option value="80">80 mm</option>
          <option value="58">58 mm</option>
        </select>
      </label>
      <Field label="Prep target (min)" inputMode="numeric" value={draft.prepMinutes} onChange={set("prepMinutes")} />
      <Button type="submit">{submit}</Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
