import type { ReactNode } from "react";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { TopNav } from "../nav/TopNav";
import { PwaUpdatePrompt } from "../pwa/PwaUpdatePrompt";
import { untilSafeToReload } from "../sync/safeToReload";
import * as styles from "./AppLayout.css";

/** Everything around a screen: skip link, top navigation, toasts, the app-update prompt. Kept lean: it is in every first load. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopNav />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <ToastOutlet />
      <PwaUpdatePrompt waitUntilSafeToReload={untilSafeToReload} />
    </div>
  );
}
