import { minutesSince } from "../../../shared/kitchen";
import type { ServiceRequestStatus } from "../../../shared/service-requests";
import { type LocalServiceRequest, useMutate, useServiceRequests } from "../../data/hooks";
import { useNow } from "../../lib/useNow";
import { Badge } from "../../ui/Badge/Badge";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Calls.css";
import { CALL_KIND_LABELS, CALL_STATUS_LABELS } from "./callLabels";

const CLOCK_TICK_MS = 30_000;

/** Diners' open and acknowledged calls, newest first, each answered with one tap through the outbox. */
export function ServiceCalls({ tableId }: { tableId?: string }) {
  const all = useServiceRequests();
  const mutate = useMutate();
  const now = useNow(CLOCK_TICK_MS);
  const calls = tableId === undefined ? all : all?.filter((call) => call.tableId === tableId);

  const answer = async (call: LocalServiceRequest, status: ServiceRequestStatus) => {
    try {
      await mutate.answerServiceRequest({ id: call.id, status });
    } catch {
      toast({ title: "Update Failed", description: "Failed to update the call", variant: "destructive" });
    }
  };

  if (tableId !== undefined && !calls?.length) return null;
  return (
    <Card title="Calls" headingLevel={2} description={tableId === undefined ? "Diners asking for you, newest first." : undefined}>
      {calls === undefined ? <p className={styles.muted}>Loading calls...</p> : null}
      {calls?.length === 0 ? <p className={styles.muted}>No calls right now</p> : null}
      <ul className={styles.list}>
        {calls?.map((call) => (
          <li
            key={call.id}
            className={call.status === "open" ? styles.openCall : styles.call}
            aria-label={`Call from table ${call.tableNumber}`}
          >
            <div className={styles.head}>
              <h3 className={styles.title}>
                Table {call.tableNumber}: {CALL_KIND_LABELS[call.kind]}
              </h3>
              <span>{minutesSince(call.createdAt, now)} min</span>
            </div>
            <div className={styles.row}>
              <Badge tone={call.status === "open" ? "danger" : "accent"}>{CALL_STATUS_LABELS[call.status]}</Badge>
              <PendingBadge pending={call.pending} />
            </div>
            <div className={styles.row}>
              {call.status === "open" ? (
                <Button size="lg" className={styles.big} onClick={() => void answer(call, "acknowledged")}>
                  Acknowledge
                </Button>
              ) : null}
              <Button size="lg" variant="secondary" className={styles.big} onClick={() => void answer(call, "done")}>
                Done
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
