import "fake-indexeddb/auto";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServiceRequest } from "../../../shared/service-requests";
import { setSessionUser } from "../../data/session";
import { wipeStaffData } from "../../data/staff";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, staffUser } from "../../test/staffSession";
import { NavCalls } from "./NavCalls";

const waiter = staffUser("waiter");

const call = (n: number, fields: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  tableId: "5e2b7c1a-9d3f-4a6b-8c2e-1f0a9b8c7d6e",
  tableNumber: String(n),
  kind: "waiter",
  status: "open",
  createdAt: new Date().toISOString(),
  acknowledgedAt: null,
  doneAt: null,
  ...fields,
});

beforeEach(() => setSessionUser(waiter));
afterEach(() => wipeStaffData(waiter.id));

describe("NavCalls", () => {
  it("counts open calls and buzzes for one that opens while the app is up, not for those there at load", async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    await pulled(waiter, "serviceRequests", [call(1), call(2, { status: "acknowledged" })]);
    renderWithRouter(<NavCalls to="/dashboard" onNavigate={() => {}} />);
    expect((await screen.findByRole("link", { name: "1 open call" })).textContent).toBe("Calls (1)");
    expect(vibrate).not.toHaveBeenCalled();

    await act(() => pulled(waiter, "serviceRequests", [call(3)]));
    expect((await screen.findByRole("link", { name: "2 open calls" })).getAttribute("href")).toBe("/dashboard");
    expect(vibrate).toHaveBeenCalledTimes(1);
  });
});
