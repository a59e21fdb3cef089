import { useCallback, useEffect, useState } from "react";
import * as z from "zod/mini";
import { type PrinterState, type PrintJob, printerState, printJob } from "../../../shared/schemas/printing";
import { useSessionUser } from "../../data/session";
import { api } from "../../http/api";

/** How often a screen asks how the printers are: a printer coming back shows within this. */
const POLL_MS = 10_000;

/**
 * The restaurant's printers' states (docs/api.md, Printing), asked again every ten seconds while the
 * screen is open; null until the first answer, and kept as last known while offline.
 */
export function usePrinterStates(): { states: PrinterState[] | null; reload: () => Promise<void> } {
  const user = useSessionUser();
  const restaurantId = user?.restaurantId;
  const [states, setStates] = useState<PrinterState[] | null>(null);
  const reload = useCallback(async () => {
    if (!restaurantId) return;
    try {
      setStates(z.array(printerState).parse(await api.get(`/api/restaurants/${restaurantId}/printers`)));
    } catch {
      // Offline or signed out: the last known state stays on screen.
    }
  }, [restaurantId]);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return { states, reload };
}

/** The newest print jobs of the restaurant (or one station), for the queue in settings. */
export function usePrintJobs(stationId: string | null): { jobs: PrintJob[] | null; reload: () => Promise<void> } {
  const user = useSessionUser();
  const restaurantId = user?.restaurantId;
  const [jobs, setJobs] = useState<PrintJob[] | null>(null);
  const reload = useCallback(async () => {
    if (!restaurantId) return;
    const filter = stationId ? `?stationId=${encodeURIComponent(stationId)}` : "";
    try {
      setJobs(z.array(printJob).parse(await api.get(`/api/restaurants/${restaurantId}/print-jobs${filter}`)));
    } catch {
      // The queue is an online view: it keeps what it last showed.
    }
  }, [restaurantId, stationId]);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return { jobs, reload };
}
