import { Link, type LinkProps } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { CONTACT } from "../../../shared/constants";
import type { SessionUser } from "../../../shared/schemas/auth";
import { cx } from "../../lib/cx";
import { telHref } from "../../lib/telHref";
import * as styles from "./TopNav.css";

interface NavLinksProps {
  user: SessionUser | null;
  onNavigate: () => void;
  onLogout: () => void;
}

interface NavEntry {
  to: string;
  label: string;
  /** Drawn as the bar's call-to-action button. */
  cta?: boolean;
}

/** Entries whose routes exist: checked against the route tree, so a renamed route fails to compile. */
type RoutedNavEntry = NavEntry & { to: NonNullable<LinkProps["to"]> };

/** Signed out, the public pages come before the phone number and the account pages after it. */
const SITE_LINKS = [
  { to: "/", label: "Features" },
  { to: "/pricing", label: "Pricing" },
] as const satisfies readonly RoutedNavEntry[];

const ACCOUNT_LINKS = [
  { to: "/login", label: "Sign In" },
  { to: "/register", label: "Sign Up", cta: true },
] as const satisfies readonly RoutedNavEntry[];

const STAFF_LINKS = [{ to: "/dashboard", label: "Dashboard" }] as const satisfies readonly RoutedNavEntry[];

const ADMIN_LINKS = [
  { to: "/menu-editor", label: "Menu Editor" },
  { to: "/table-management", label: "Table Management" },
  { to: "/orders-management", label: "Orders Management" },
  { to: "/crm", label: "CRM" },
  { to: "/reports", label: "Reports" },
  { to: "/restaurant-settings", label: "Restaurant Settings" },
] as const satisfies readonly RoutedNavEntry[];

/** The admin's other screens, behind "More" so the bar stays one row on a laptop (docs/product.md, Navigation). */
const MORE_LINKS = [
  { to: "/floor", label: "Floor" },
  { to: "/host-stand", label: "Host Stand" },
  { to: "/counter", label: "Counter" },
  { to: "/cash-drawer", label: "Cash Drawer" },
  { to: "/analytics", label: "Analytics" },
] as const satisfies readonly RoutedNavEntry[];

const exact = { exact: true } as const;

// Reads staff data (Dexie): loaded only for signed-in staff, so the public pages stay small.
const NavCalls = lazy(() => import("./NavCalls").then((module) => ({ default: module.NavCalls })));

/** The links of the top navigation (docs/product.md, Navigation) for the signed-out, staff and admin cases. */
export function NavLinks({ user, onNavigate, onLogout }: NavLinksProps) {
  if (!user) {
    return (
      <>
        <NavItems links={SITE_LINKS} onNavigate={onNavigate} />
        <li>
          <a href={telHref(CONTACT.phone)} className={styles.link}>
            {CONTACT.phone}
          </a>
        </li>
        <NavItems links={ACCOUNT_LINKS} onNavigate={onNavigate} />
      </>
    );
  }
  return (
    <>
      <NavItems links={STAFF_LINKS} onNavigate={onNavigate} />
      {user.role === "admin" ? (
        <>
          <NavItems links={ADMIN_LINKS} onNavigate={onNavigate} />
          <MoreLinks onNavigate={onNavigate} />
        </>
      ) : null}
      {user.role === "chef" ? null : (
        <Suspense fallback={null}>
          <NavCalls to={user.role === "admin" ? "/floor" : "/dashboard"} onNavigate={onNavigate} />
        </Suspense>
      )}
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

function NavItems({ links, onNavigate }: { links: readonly NavEntry[]; onNavigate: () => void }) {
  return (
    <>
      {links.map((link) => (
        <NavItem key={link.to} link={link} onNavigate={onNavigate} />
      ))}
    </>
  );
}

/** A disclosure of the less daily screens; following one closes it (and the mobile menu). */
function MoreLinks({ onNavigate }: { onNavigate: () => void }) {
  const close = (event: React.MouseEvent<HTMLElement>) => {
    event.currentTarget.closest("details")?.removeAttribute("open");
    onNavigate();
  };
  return (
    <li>
      <details className={styles.more}>
        <summary className={styles.link}>More</summary>
        <ul className={styles.moreList}>
          {MORE_LINKS.map((link) => (
            <NavItem key={link.to} link={link} onNavigate={() => {}} onClick={close} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** One nav link; following it closes the mobile menu. */
function NavItem({
  link,
  onNavigate,
  onClick = onNavigate,
}: {
  link: NavEntry;
  onNavigate: () => void;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <li>
      <Link to={link.to} className={cx(styles.link, link.cta && styles.cta)} activeOptions={exact} onClick={onClick}>
        {link.label}
      </Link>
    </li>
  );
}
