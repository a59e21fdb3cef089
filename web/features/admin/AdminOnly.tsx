import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useSessionUser } from "../../data/session";
import { buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";

interface AdminOnlyProps {
  /** The screen as the refusal names it: "the Menu Editor", "Table Management", "the CRM". */
  screen: string;
  children: ReactNode;
}

/**
 * An admin screen's door (docs/product.md, Menu editor): the staff route already sent a signed-out
 * visitor to Sign In; a waiter or chef gets Access Denied with a way back to their dashboard.
 */
export function AdminOnly({ screen, children }: AdminOnlyProps) {
  const user = useSessionUser();
  if (user?.role === "admin") return children;
  return <AccessDenied>You need admin privileges to access {screen}</AccessDenied>;
}

/** A screen this user may not use: why, and a way back to their dashboard (docs/decisions/020). */
export function AccessDenied({ children }: { children: ReactNode }) {
  return (
    <Page title="Access Denied" narrow>
      <Card>
        <p>{children}</p>
        <div>
          <Link to="/dashboard" className={buttonClassName({ size: "lg" })}>
            Back to Dashboard
          </Link>
        </div>
      </Card>
    </Page>
  );
}
