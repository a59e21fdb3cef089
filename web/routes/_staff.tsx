import { createFileRoute, redirect } from "@tanstack/react-router";
import { getSessionUser } from "../data/session";

/**
 * The signed-in staff screens, guarded once here (no screen below checks on its own): a signed-out
 * visitor goes to Sign In. Signing out while on one (in another tab, or the session ended) re-runs
 * this check (see __root.tsx). Which role may use a screen is each screen's business.
 */
export const Route = createFileRoute("/_staff")({
  beforeLoad: () => {
    if (!getSessionUser()) throw redirect({ to: "/login", replace: true });
  },
});
