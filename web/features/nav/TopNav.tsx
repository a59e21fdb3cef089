import { Link, useNavigate } from "@tanstack/react-router";
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from "react";
import { useSessionUser } from "../../data/session";
import { NavLinks } from "./NavLinks";
import * as styles from "./TopNav.css";

// The staff data layer (Dexie, the sync engine) loads with these, only once a staff user is signed in.
const SyncStatus = lazy(() => import("../sync/SyncStatus"));
const LogoutWarning = lazy(() => import("../sync/LogoutWarning"));
// An owner's outlet and its switch (docs/decisions/108-owner-switches-outlet.md): admins only load it.
const OutletSwitcher = lazy(() => import("../outlets").then((module) => ({ default: module.OutletSwitcher })));

export function TopNav() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  const [unsynced, setUnsynced] = useState(0);
  const logOutNow = async () => {
    setUnsynced(0);
    // The staff API client comes with it: a signed-out visitor's pages never download it.
    const { logout } = await import("../auth");
    await logout(() => navigate({ to: "/" }));
  };
  // Changes still waiting for the server would be lost with the local data: ask first.
  const onLogout = async () => {
    close();
    const waiting = user ? await (await import("../../data/staff")).waitingCount(user) : 0;
    if (waiting > 0) setUnsynced(waiting);
    else await logOutNow();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !open) return;
    close();
    menuButton.current?.focus();
  };

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label="Main" onKeyDown={onKeyDown}>
        <Link to="/" className={styles.brand} onClick={close}>
          <span className={styles.brandMark} aria-hidden="true">
            R
          </span>
          Rasoi
        </Link>
        {user ? (
          <Suspense fallback={null}>
            <SyncStatus user={user} />
          </Suspense>
        ) : null}
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="main-nav-links"
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          Menu
        </button>
        {user?.role === "admin" ? (
          <Suspense fallback={null}>
            <OutletSwitcher user={user} />
          </Suspense>
        ) : null}
        <ul id="main-nav-links" className={styles.links} data-open={open}>
          <NavLinks user={user} onNavigate={close} onLogout={() => void onLogout()} />
        </ul>
      </nav>
      {unsynced > 0 ? (
        <Suspense fallback={null}>
          <LogoutWarning waiting={unsynced} onLogout={() => void logOutNow()} onStay={() => setUnsynced(0)} />
        </Suspense>
      ) : null}
    </header>
  );
}
