import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newTestTable } from "../../../api/test/route-test-helpers";
import { createTestServer, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { ServiceCallButton } from "./ServiceCallButton";
import { callKey } from "./storedCall";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe("the call button", () => {
  it("keeps the call on the phone the instant it is tapped, before its sending part has loaded, and sends it once", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    vi.stubGlobal("fetch", (input: string, init?: RequestInit) => server.app.request(input, init));
    render(<ServiceCallButton qrCode={table.qrCode} kind="waiter" />);

    fireEvent.click(screen.getByRole("button", { name: "Call Waiter" }));
    // Nothing awaited yet: a reload now would still find the call with its key and send it.
    const kept = JSON.parse(localStorage.getItem(callKey("waiter", table.qrCode)) ?? "null");
    expect(kept).toMatchObject({ state: "queued", key: expect.any(String) });

    expect(screen.getByRole("button", { name: "Waiter called" })).toHaveProperty("disabled", true);
    // Sent: the server has it and the phone keeps it without a key, as open.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(callKey("waiter", table.qrCode)) ?? "null")).toMatchObject({ key: null, state: "open" }),
    );
    const calls = await server.db.selectFrom("serviceRequests").select(["kind", "status"]).where("tableId", "=", table.id).execute();
    expect(calls).toEqual([{ kind: "waiter", status: "open" }]);
  });
});
