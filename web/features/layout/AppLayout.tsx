import { useRouterState } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense } from "react";
import { retryImport } from "../../lib/retryImport";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { untilSafeToReload } from "../sync";
import * as styles from "./AppLayout.css";

// Nothing of it shows on a first paint (it registers the service worker after load), so it is not part of the first download.
// Staff navigation (links, logout, sync status): the diner's page never shows it, so it never downloads it.
const TopNav = lazy(() => retryImport(() => import("../nav/TopNav")).then((module) => ({ default: module.TopNav })));

const PwaUpdatePrompt = lazy(() =>
  retryImport(() => import("../pwa/PwaUpdatePrompt")).then((module) => ({ default: module.PwaUpdatePrompt })),
);

/** The diner's page belongs to the restaurant: no Rasoi navigation there, the restaurant's name leads. */
const isDinerPage = (pathname: string) => pathname === "/menu" || pathname.startsWith("/menu/");

/** Everything around a screen: skip link, top navigation, toasts, the app-update prompt. Kept lean: it is in every first load. */
export function AppLayout({ children }: { children: ReactNode }) {
  const diner = useRouterState({ select: (state) => isDinerPage(state.location.pathname) });
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {diner ? null : (
        <Suspense fallback={<div className={styles.navSpace} aria-hidden="true" />}>
          <TopNav />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <ToastOutlet />
      <Suspense fallback={null}>
        <PwaUpdatePrompt waitUntilSafeToReload={untilSafeToReload} />
      </Suspense>
    </div>
  );
}
