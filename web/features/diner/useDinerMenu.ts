import { useCallback, useEffect, useRef, useState } from "react";
import type { DinerMenuItem, QrLookup } from "../../../shared/schemas/qr";
import { retryDelay } from "../../http/backoff";
import { send } from "../../http/send";
import { readQrLookup } from "./readAnswers";
import { listenToTable } from "./tableEvents";

/** Set by the service worker on a menu it answers from its saved copy (vite.config.ts, the diner's menu rule). */
export const SAVED_COPY_HEADER = "X-Rasoi-Saved-At";

type MenuState =
  | { status: "loading" }
  /** The server does not know this code, or its table or restaurant is closed. */
  | { status: "not-found" }
  /** No answer and no saved copy: the page offers to try again. */
  | { status: "unreachable" }
  /** `savedAt` (the server's Date of the saved answer) is set when the menu came from the phone's saved copy. */
  | { status: "ready"; lookup: QrLookup; savedAt: string | null };

/** A menu request without a whole answer by then counts as no connection (the service worker answers its saved copy after 3 s). */
export const MENU_TIMEOUT_MS = 8_000;

/**
 * `again` for every load after the page's first: it goes past the browser's HTTP cache, where a
 * request whose answer was lost (the page's preload, which nothing can abort) holds the menu's URL
 * for half a minute and every later request for it waits (docs/diner-ordering.md, Flaky Wi-Fi).
 */
async function loadMenu(qrCode: string, again: boolean): Promise<MenuState> {
  const reply = await send(
    (input, init) => fetch(input, init),
    { method: "GET", path: `/api/qr/${qrCode}` },
    { timeoutMs: MENU_TIMEOUT_MS, init: again ? { cache: "no-store" } : {} },
  );
  if (reply.kind === "unreachable") return { status: "unreachable" };
  if (reply.status === 404 || reply.status === 400) return { status: "not-found" };
  const lookup = reply.status === 200 ? readQrLookup(reply.body) : null;
  if (!lookup) return { status: "unreachable" };
  return { status: "ready", lookup, savedAt: reply.headers.get(SAVED_COPY_HEADER) };
}

/**
 * The table's menu: loaded once, and again whenever the table's stream says the menu changed; while it
 * shows a saved copy or nothing, asked again with backoff and at once when the connection returns;
 * replaced by the menu a refused order brings back.
 */
export function useDinerMenu(qrCode: string) {
  const [state, setState] = useState<MenuState>({ status: "loading" });
  /** Tries in a row that brought no fresh menu, for the backoff. */
  const [misses, setMisses] = useState(0);
  const loads = useRef(0);

  const reload = useCallback(() => {
    let current = true;
    void loadMenu(qrCode, loads.current++ > 0).then((next) => {
      if (!current) return;
      setMisses((count) => (next.status === "unreachable" || (next.status === "ready" && next.savedAt !== null) ? count + 1 : 0));
      // A failed refresh keeps the menu already on screen.
      setState((shown) => (shown.status === "ready" && next.status === "unreachable" ? shown : next));
    });
    return () => {
      current = false;
    };
  }, [qrCode]);

  useEffect(() => reload(), [reload]);

  // Sold out or a new price reaches an open page as soon as it is saved (docs/diner-ordering.md, Live page).
  const shown = state.status === "ready";
  useEffect(() => {
    if (!shown) return;
    return listenToTable(qrCode, (event) => {
      if (event === "menu" || event === "ready") reload();
    });
  }, [shown, qrCode, reload]);

  const stale = state.status === "unreachable" || (state.status === "ready" && state.savedAt !== null);
  useEffect(() => {
    if (!stale || misses === 0) return;
    let cancelLoad: () => void = () => {};
    const again = () => {
      cancelLoad();
      cancelLoad = reload();
    };
    const timer = setTimeout(again, retryDelay(misses, Math.random()));
    window.addEventListener("online", again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", again);
    };
  }, [stale, misses, reload]);

  const replaceMenu = useCallback((menuItems: DinerMenuItem[]) => {
    setState((shown) => (shown.status === "ready" ? { ...shown, lookup: { ...shown.lookup, menuItems } } : shown));
  }, []);

  const retry = () => {
    setState({ status: "loading" });
    reload();
  };

  return { state, retry, replaceMenu };
}
