import "fake-indexeddb/auto";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../shared/schemas/auth";
import { clearSessionUser, setSessionUser } from "../data/session";
import { routeTree } from "../routeTree.gen";

const chef: SessionUser = {
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: "chef",
  email: "chef@rasoi.app",
  role: "chef",
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: false,
};

// The real route tree loads each screen's code on first visit; on a busy machine that takes a while.
const LOADING = { timeout: 15_000 };

function openAt(path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the signed-in staff screens", { timeout: 30_000 }, () => {
  it("send a signed-out visitor to Sign In", async () => {
    const router = openAt("/orders-management");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" }, LOADING)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it.each(["/menu-editor", "/table-management", "/print-qr-codes", "/crm", "/restaurants", "/demo-requests"])(
    "send a signed-out visitor from %s to Sign In",
    async (path) => {
      const router = openAt(path);
      expect(await screen.findByRole("heading", { level: 1, name: "Sign In" }, LOADING)).toBeTruthy();
      expect(router.state.location.pathname).toBe("/login");
    },
  );

  it.each([
    ["/menu-editor", "the Menu Editor"],
    ["/table-management", "Table Management"],
    ["/print-qr-codes", "Table Management"],
    ["/crm", "the CRM"],
  ])("show a chef Access Denied on %s", async (path, screenName) => {
    setSessionUser(chef);
    openAt(path);
    expect(await screen.findByText(`You need admin privileges to access ${screenName}`, {}, LOADING)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
  });

  it.each([
    ["/restaurants", "all restaurants"],
    ["/demo-requests", "all demo requests"],
  ])("show anyone but the platform operator Access Denied on %s", async (path, what) => {
    setSessionUser(chef);
    openAt(path);
    expect(await screen.findByText(`Only the platform operator can see ${what}.`, {}, LOADING)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
  });

  it("open for a signed-in staff member", async () => {
    setSessionUser(chef);
    const router = openAt("/orders-management");
    expect(await screen.findByRole("heading", { level: 1, name: "Orders Management" }, LOADING)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/orders-management");
  });

  it("send a staff member who signs out meanwhile (say in another tab) to Sign In", async () => {
    setSessionUser(chef);
    const router = openAt("/orders-management");
    await screen.findByRole("heading", { level: 1, name: "Orders Management" }, LOADING);

    act(() => clearSessionUser());

    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" }, LOADING)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });
});
