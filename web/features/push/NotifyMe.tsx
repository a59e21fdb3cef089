import { lazy, Suspense } from "react";
import type { DinerLanguage } from "../../../shared/languages";
import { retryImport } from "../../lib/retryImport";
import type { NoticeTarget } from "./subscribe";

const NotifyButton = lazy(() => retryImport(() => import("./NotifyButton")).then((module) => ({ default: module.NotifyButton })));

/**
 * The opt-in (NotifyButton) loaded when the page shows it, for a page on a byte budget (the door page):
 * nothing of it is in the page's first paint.
 */
export function NotifyMe(props: { to: NoticeTarget; id: string; language?: DinerLanguage }) {
  return (
    <Suspense fallback={null}>
      <NotifyButton {...props} />
    </Suspense>
  );
}
