import { lazy, Suspense } from "react";
import { retryImport } from "../../lib/retryImport";
import { useToasts } from "./toastStore";

const Toaster = lazy(() => retryImport(() => import("./Toaster")).then((module) => ({ default: module.Toaster })));

/**
 * Loads Radix Toast with the first toast instead of on every cold visit (docs/diner-ordering.md, Budget: the
 * diner's first load must stay small). Entries are replaced, never removed, so once loaded it stays.
 */
export function ToastOutlet() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
