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
  const user = useSessionUser();
  const signedIn = user !== null;
  const router = useRouter();
  const wasSignedIn = useRef(signedIn);
  // Signing out while on a guarded screen (in another tab, or the session ended) runs its guard again
  // (routes/_staff.tsx), which sends the visitor to Sign In.
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) void router.invalidate();
    wasSignedIn.current = signedIn;
  }, [signedIn, router]);
  // An owner's switch of outlet mounts every screen afresh: nothing of the last outlet stays in a screen's state.
  const outlet = user?.homeRestaurantId !== undefined && user.homeRestaurantId !== user.restaurantId ? user.restaurantId : "own";
  return (
    <AppLayout>
      <Outlet key={outlet} />
    </AppLayout>
  );
}
