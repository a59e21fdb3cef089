import { useSyncExternalStore } from "react";

type ToastVariant = "default" | "destructive";

interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** The close button's name in the page's language (the diner's page); "Close" when left out. */
  closeLabel?: string;
}

interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

/** docs/product.md, Messages: at most one toast at a time; a new one replaces the one showing. */
const TOAST_LIMIT = 1;

let toasts: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/**
 * Closing keeps the entry (closed) so Radix can play its exit; it is dropped when the next toast
 * replaces it, which stands in for a long removal delay.
 */
export function dismissToast(id: number) {
  publish(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
