import { useRouterState } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { retryImport } from "../../lib/retryImport";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { registerWorker } from "../pwa";
import * as styles from "./AppLayout.css";

// Staff navigation (links, logout, sync status): the diner's page never shows it, so it never downloads it.
const TopNav = lazy(() => retryImport(() => import("../nav/TopNav")).then((module) => ({ default: module.TopNav })));

// Loaded only when a new version waits: a first visit never shows it.
const PwaUpdatePrompt = lazy(() =>
  retryImport(() => import("../pwa/PwaUpdatePrompt")).then((module) => ({ default: module.PwaUpdatePrompt })),
);

/** Only a signed-in user's outbox can hold work; its check loads with the prompt, not in every first download. */
const untilSafeToReload = () => import("../sync").then((sync) => sync.untilSafeToReload());

/** A guest's pages belong to the restaurant (the table's menu, its website's order page, its door): no Rasoi navigation there, the restaurant's name leads. */
const isGuestPage = (pathname: string) => pathname === "/menu" || /^\/(menu|r|w)\//.test(pathname);

/** Everything around a screen: skip link, top navigation, toasts, the app-update prompt. Kept lean: it is in every first load. */
export function AppLayout({ children }: { children: ReactNode }) {
  const guest = useRouterState({ select: (state) => isGuestPage(state.location.pathname) });
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => registerWorker(setWaiting), []);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {guest ? null : (
        <Suspense fallback={<div className={styles.navSpace} aria-hidden="true" />}>
          <TopNav />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <ToastOutlet />
      {waiting ? (
        <Suspense fallback={null}>
          <PwaUpdatePrompt worker={waiting} onDismiss={() => setWaiting(null)} waitUntilSafeToReload={untilSafeToReload} />
        </Suspense>
      ) : null}
    </div>
  );
}
