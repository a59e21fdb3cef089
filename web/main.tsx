import "./theme/global.css";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { clearSessionUser, getSessionUser } from "./data/session";
import { setUnauthorizedHandler } from "./http/unauthorized";
import { RouteError } from "./routes/-RouteError";
import { routeTree } from "./routeTree.gen";

const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true, defaultErrorComponent: RouteError });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

// A staff call answered 401 means the session is gone; sign in again.
setUnauthorizedHandler(() => {
  clearSessionUser();
  void router.navigate({ to: "/login" });
});
// Only a saved staff user has a session to confirm: without one (a diner) the API client is not part of the first download.
if (getSessionUser()) {
  void Promise.all([import("./features/auth/confirmSavedSession"), import("./http/api")]).then(([{ confirmSavedSession }, { api }]) =>
    confirmSavedSession(api),
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
