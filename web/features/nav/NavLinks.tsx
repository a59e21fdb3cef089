import { Link } from "@tanstack/react-router";
import { CONTACT } from "../../../shared/constants";
import type { SessionUser } from "../../../shared/schemas/auth";
import { telHref } from "../../lib/telHref";
import * as styles from "./TopNav.css";

interface NavLinksProps {
  user: SessionUser | null;
  onNavigate: () => void;
  onLogout: () => void;
}

const exact = { exact: true } as const;

/** The links of spec §2's top navigation for the signed-out, staff and admin cases. */
export function NavLinks({ user, onNavigate, onLogout }: NavLinksProps) {
  if (!user) {
    return (
      <>
        <li>
          <Link to="/" className={styles.link} activeOptions={exact} onClick={onNavigate}>
            Features
          </Link>
        </li>
        <li>
          <Link to="/pricing" className={styles.link} activeOptions={exact} onClick={onNavigate}>
            Pricing
          </Link>
        </li>
        <li>
          <a href={telHref(CONTACT.phone)} className={styles.link}>
            {CONTACT.phone}
          </a>
        </li>
        <li>
          <Link to="/login" className={styles.link} activeOptions={exact} onClick={onNavigate}>
            Sign In
          </Link>
        </li>
        <li>
          <Link to="/register" className={`${styles.link} ${styles.cta}`} activeOptions={exact} onClick={onNavigate}>
            Sign Up
          </Link>
        </li>
      </>
    );
  }
  return (
    <>
      <li>
        <Link to="/dashboard" className={styles.link} activeOptions={exact} onClick={onNavigate}>
          Dashboard
        </Link>
      </li>
      {user.role === "admin" ? <AdminLinks onNavigate={onNavigate} /> : null}
      <li className={styles.user}>
        {user.username} ({user.role})
      </li>
      <li>
        <button type="button" className={styles.logout} onClick={onLogout}>
          Logout
        </button>
      </li>
    </>
  );
}

/*
 * The admin screens arrive in later issues; until their routes exist these paths are not in the
 * route tree, so they are typed as plain strings (they render the 404 page meanwhile).
 */
const ADMIN_LINKS: readonly { to: string; label: string }[] = [
  { to: "/menu-editor", label: "Menu Editor" },
  { to: "/table-management", label: "Table Management" },
  { to: "/orders-management", label: "Orders Management" },
  { to: "/crm", label: "CRM" },
];

function AdminLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      {ADMIN_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.link} activeOptions={exact} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}
