import { useState } from "react";
import * as z from "zod/mini";
import { formatOrderTime } from "../../../shared/dates";
import { type PrinterState, type PrintJob, printerTrouble } from "../../../shared/schemas/printing";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { toast } from "../../ui/Toast/toastStore";
import * as styles from "./Printers.css";
import { usePrinterStates, usePrintJobs } from "./usePrinters";

const KIND_LABEL: Record<PrintJob["kind"], string> = { new: "KOT", add: "ADD", void: "VOID", reprint: "REPRINT", test: "Test page" };

/** A station's printer in a line: "Printing, 2 tickets waiting", or what is wrong. */
function stateLine(state: PrinterState): string {
  if (!state.hasPrinter)
    return state.waiting > 0
      ? `No printer: the station's tablet prints (${state.waiting} waiting)`
      : "No printer: the station's tablet prints";
  const trouble = printerTrouble(state);
  if (trouble) return `${trouble}${state.lastError && state.lastError !== "out of paper" ? ` (${state.lastError})` : ""}`;
  return state.waiting > 0 ? `Printing, ${state.waiting} waiting` : "Ready";
}

/**
 * The printers in settings (docs/api.md, Printing): each station's printer state, a Test Print, and
 * the newest tickets with their status, each printable again (marked REPRINT). Online only.
 */
export function PrintersSection() {
  const { states, reload: reloadStates } = usePrinterStates();
  const { jobs, reload: reloadJobs } = usePrintJobs(null);
  const [preview, setPreview] = useState<{ jobId: string; svg: string } | null>(null);
  const stationName = (id: string | null) => states?.find((state) => state.stationId === id)?.stationName ?? "Kitchen";

  const act = async (path: string, done: string) => {
    try {
      await api.post(path, {});
      toast({ title: done });
      await Promise.all([reloadStates(), reloadJobs()]);
    } catch (error) {
      toast({ title: "Print Failed", description: serverMessageOf(error) ?? "Printing needs the connection.", variant: "destructive" });
    }
  };

  const showTicket = async (jobId: string) => {
    try {
      const { svg } = z.object({ svg: z.string() }).parse(await api.get(`/api/print-jobs/${jobId}/ticket`));
      setPreview({ jobId, svg });
    } catch (error) {
      toast({ title: "Preview Failed", description: serverMessageOf(error) ?? "The ticket could not be loaded.", variant: "destructive" });
    }
  };

  return (
    <Card
      title="Printers"
      description="Kitchen tickets print on each station's network printer (ESC/POS, port 9100); set its address on the station above."
    >
      {states === null ? (
        <p role="status">Loading printers...</p>
      ) : (
        <ul className={styles.list} aria-label="Printers">
          {states.map((state) => (
            <li key={state.stationId} className={styles.station} aria-label={`${state.stationName} printer`}>
              <strong>
                <bdi>{state.stationName}</bdi>
              </strong>
              <p className={styles.muted}>{stateLine(state)}</p>
              {state.hasPrinter ? (
                <div className={styles.row}>
                  <Button variant="secondary" onClick={() => void act(`/api/stations/${state.stationId}/test-print`, "Test page sent")}>
                    Test Print
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h4>Recent tickets</h4>
      {jobs === null ? (
        <p role="status">Loading tickets...</p>
      ) : jobs.length === 0 ? (
        <p className={styles.muted}>No tickets yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Recent tickets">
          {jobs.slice(0, 20).map((job) => (
            <li key={job.id} className={styles.row}>
              <span>
                {KIND_LABEL[job.kind]} · <bdi>{stationName(job.stationId)}</bdi> · {formatOrderTime(job.createdAt)} · {job.status}
                {job.status === "queued" && job.attempts > 0 ? ` (${job.attempts} tries)` : ""}
              </span>
              <Button variant="secondary" onClick={() => void showTicket(job.id)}>
                Preview
              </Button>
              {job.kind === "test" ? null : (
                <Button variant="secondary" onClick={() => void act(`/api/print-jobs/${job.id}/reprint`, "Reprint sent")}>
                  Reprint
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {preview ? (
        <img
          className={styles.preview}
          alt="The ticket as the printer prints it"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.svg)}`}
        />
      ) : null}
    </Card>
  );
}
