import { useCallback, useEffect, useState } from "react";
import type { DinerMenuItem, QrLookup } from "../../../shared/schemas/qr";
import { readQrLookup } from "./readAnswers";

/** Set by the service worker on a menu it answers from its saved copy (vite.config.ts, the diner's menu rule). */
export const SAVED_COPY_HEADER = "X-Rasoi-Saved-At";

export type MenuState =
  | { status: "loading" }
  /** The server does not know this code, or its table or restaurant is closed. */
  | { status: "not-found" }
  /** No answer and no saved copy: the page offers to try again. */
  | { status: "unreachable" }
  /** `savedAt` (the server's Date of the saved answer) is set when the menu came from the phone's saved copy. */
  | { status: "ready"; lookup: QrLookup; savedAt: string | null };

async function loadMenu(qrCode: string): Promise<MenuState> {
  try {
    const response = await fetch(`/api/qr/${qrCode}`);
    if (response.status === 404 || response.status === 400) return { status: "not-found" };
    const lookup = response.ok ? readQrLookup(await response.json()) : null;
    if (!lookup) return { status: "unreachable" };
    return { status: "ready", lookup, savedAt: response.headers.get(SAVED_COPY_HEADER) };
  } catch {
    return { status: "unreachable" };
  }
}

/**
 * The table's menu: loaded once, again when the connection returns while showing a saved copy or
 * nothing, and replaced by the menu a refused order brings back.
 */
export function useDinerMenu(qrCode: string) {
  const [state, setState] = useState<MenuState>({ status: "loading" });

  const reload = useCallback(() => {
    let current = true;
    void loadMenu(qrCode).then((next) => {
      // A failed refresh keeps the menu already on screen.
      if (current) setState((shown) => (shown.status === "ready" && next.status === "unreachable" ? shown : next));
    });
    return () => {
      current = false;
    };
  }, [qrCode]);

  useEffect(() => reload(), [reload]);

  const stale = state.status === "unreachable" || (state.status === "ready" && state.savedAt !== null);
  useEffect(() => {
    if (!stale) return;
    const onOnline = () => void reload();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [stale, reload]);

  const replaceMenu = useCallback((menuItems: DinerMenuItem[]) => {
    setState((shown) => (shown.status === "ready" ? { ...shown, lookup: { ...shown.lookup, menuItems } } : shown));
  }, []);

  const retry = () => {
    setState({ status: "loading" });
    reload();
  };

  return { state, retry, replaceMenu };
}
