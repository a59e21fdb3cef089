import "fake-indexeddb/auto";
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ServiceRequest } from "../../../shared/service-requests";
import { renderWithRouter } from "../../test/renderWithRouter";
import { pulled, serviceRequestRow, signedInEachTest, staffUser } from "../../test/staffSession";
import { NavCalls } from "./NavCalls";

const waiter = staffUser("waiter");

const call = (n: number, fields: Partial<ServiceRequest> = {}) =>
  serviceRequestRow(`00000000-0000-4000-8000-00000000000${n}`, { tableNumber: String(n), ...fields });

signedInEachTest(waiter);

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
