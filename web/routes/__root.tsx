import { createRootRoute, Outlet, useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useSessionUser } from "../data/session";
import { AppLayout } from "../features/layout/AppLayout";
import { NotFoundPage } from "../features/layout/NotFoundPage";

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const signedIn = useSessionUser() !== null;
  const router = useRouter();
  const wasSignedIn = useRef(signedIn);
  // Signing out while on a guarded screen (in another tab, or the session ended) runs its guard again
  // (routes/_staff.tsx), which sends the visitor to Sign In.
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) void router.invalidate();
    wasSignedIn.current = signedIn;
  }, [signedIn, router]);
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
