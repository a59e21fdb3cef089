import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClassName } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";

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
