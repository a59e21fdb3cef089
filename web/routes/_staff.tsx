import { createFileRoute, Navigate, Outlet, redirect } from "@tanstack/react-router";
import { getSessionUser, useSessionUser } from "../features/auth/session";

/**
 * The signed-in staff screens, guarded once here (no screen below checks on its own): a signed-out
 * visitor goes to Sign In. Which role may use a screen is each screen's business.
 */
export const Route = createFileRoute("/_staff")({
  beforeLoad: () => {
    if (!getSessionUser()) throw redirect({ to: "/login", replace: true });
  },
  component: StaffLayout,
});

function StaffLayout() {
  const user = useSessionUser();
  // Signed out while on a staff screen (in another tab, or the session ended): leave as the guard would.
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}
