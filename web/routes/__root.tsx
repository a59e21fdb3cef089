import { createRootRoute, lazyRouteComponent, Outlet, useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useSessionUser } from "../data/session";
import { AppLayout } from "../features/layout/AppLayout";

export const Route = createRootRoute({
  component: RootLayout,
  // A page nobody was sent to: not in every first download.
  notFoundComponent: lazyRouteComponent(() => import("../features/layout/NotFoundPage"), "NotFoundPage"),
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
  // A signed-in device keeps the staff screens for offline use; a guest's never downloads them (docs/decisions/111).
  useEffect(() => {
    if (!signedIn) return;
    import("../features/pwa/cacheStaffScreens")
      .then(({ cacheStaffScreens }) => cacheStaffScreens())
      .catch((error: unknown) => console.warn("The staff screens were not kept for offline use", error));
  }, [signedIn]);
  // An owner's switch of outlet mounts every screen afresh: nothing of the last outlet stays in a screen's state.
  const outlet = user?.homeRestaurantId !== undefined && user.homeRestaurantId !== user.restaurantId ? user.restaurantId : "own";
  return (
    <AppLayout>
      <Outlet key={outlet} />
    </AppLayout>
  );
}
