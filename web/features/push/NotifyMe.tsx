import { lazy, Suspense } from "react";
import type { DinerLanguage } from "../../../shared/languages";
import { retryImport } from "../../lib/retryImport";
import type { NoticeTarget } from "./subscribe";

const NotifyButton = lazy(() => retryImport(() => import("./NotifyButton")).then((module) => ({ default: module.NotifyButton })));

/** Whether this browser can take Web Push and the guest has not refused it. */
function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window && Notification.permission !== "denied";
}

/**
 * "Notify me on this phone" (docs/api.md, Web Push): nothing where Web Push is not supported or the
 * guest refused notifications; the button and its words load only where it shows, off the page's first paint.
 */
export function NotifyMe(props: { to: NoticeTarget; id: string; language?: DinerLanguage }) {
  if (!pushSupported()) return null;
  return (
    <Suspense fallback={null}>
      <NotifyButton {...props} />
    </Suspense>
  );
}
