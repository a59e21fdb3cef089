import { Link, useNavigate } from "@tanstack/react-router";
import { type KeyboardEvent, useRef, useState } from "react";
import { logout } from "../auth/logout";
import { useSessionUser } from "../auth/session";
import { NavLinks } from "./NavLinks";
import * as styles from "./TopNav.css";

export function TopNav() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  const onLogout = async () => {
    close();
    await logout(() => navigate({ to: "/" }));
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
        <ul id="main-nav-links" className={styles.links} data-open={open}>
          <NavLinks user={user} onNavigate={close} onLogout={() => void onLogout()} />
        </ul>
      </nav>
    </header>
  );
}
