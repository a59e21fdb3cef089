import { createRootRoute, Outlet } from "@tanstack/react-router";
import { AppLayout } from "../features/layout/AppLayout";
import { NotFoundPage } from "../features/layout/NotFoundPage";

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
