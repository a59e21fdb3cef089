import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

function Elsewhere() {
  const location = useLocation();
  return <p>Navigated to {location.pathname}</p>;
}

/**
 * Renders `ui` at "/" inside a real in-memory router, so Links and navigate() work; any other path
 * shows "Navigated to <path>" for assertions about where a screen went.
 */
export function renderWithRouter(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: Outlet });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => ui }),
    createRoute({ getParentRoute: () => rootRoute, path: "$", component: Elsewhere }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
  return { router, ...render(<RouterProvider router={router} />) };
}
