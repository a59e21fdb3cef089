import "fake-indexeddb/auto";
import { render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSessionUser, setSessionUser } from "../../data/session";
import { staffUser } from "../../test/staffSession";
import { ToastOutlet } from "../../ui/Toast/ToastOutlet";
import { logout } from "./logout";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server's logout, lost `lost` times on the way (no answer at all), then answered 204. */
function serverLosing(lost: number): { calls: string[] } {
  const seen = { calls: [] as string[] };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    seen.calls.push(`${init.method} ${url}`);
    if (seen.calls.length <= lost) throw new TypeError("Failed to fetch");
    return new Response(null, { status: 204 });
  });
  return seen;
}

describe("logout", () => {
  it("leaves and forgets the user only once the server confirmed", async () => {
    setSessionUser(staffUser("waiter"));
    const server = serverLosing(0);
    const leave = vi.fn(async () => {});
    await logout(leave);
    expect(server.calls).toEqual(["POST /api/auth/logout"]);
    expect(leave).toHaveBeenCalledOnce();
    expect(getSessionUser()).toBeNull();
  });

  it("keeps trying a lost logout, saying plainly that this device is still signed in until it succeeds", async () => {
    render(createElement(ToastOutlet));
    setSessionUser(staffUser("waiter"));
    const server = serverLosing(2);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const leave = vi.fn(async () => {});
    const pauses: number[] = [];
    let retry = () => {};
    const toldThePerson = new Promise<void>((resolve) => {
      retry = resolve;
    });
    const left = logout(leave, {
      pause: async (attempt) => {
        pauses.push(attempt);
        // While it retries the person is still signed in, here and on the server, and told so.
        expect(leave).not.toHaveBeenCalled();
        expect(getSessionUser()).not.toBeNull();
        await toldThePerson;
      },
    });
    expect(await screen.findByText(/This device is still signed in/, undefined, { timeout: 10_000 })).toBeTruthy();
    retry();
    await left;
    expect(pauses).toEqual([1, 2]);
    // Each lost attempt is logged for whoever debugs the device.
    expect(logged).toHaveBeenCalledTimes(2);
    expect(server.calls).toEqual(["POST /api/auth/logout", "POST /api/auth/logout", "POST /api/auth/logout"]);
    expect(leave).toHaveBeenCalledOnce();
    expect(getSessionUser()).toBeNull();
  });
});
