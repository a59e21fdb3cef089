import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../api/config";
import type { RestaurantTableRow } from "../../../api/db/schema";
import { newTestTable } from "../../../api/test/route-test-helpers";
import { createTestServer, DEMO_LOGINS, signInAs, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import { type Fault, faultyFetch, MemoryStorage } from "../../test/phoneFakes";
import { ServiceCall } from "./serviceCall";
import { CALL_MAX_AGE_MS, callKey } from "./storedCall";

let server: TestServer;
let waiter: string;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  waiter = await signInAs(server.app, DEMO_LOGINS.waiter);
});

afterAll(() => server.close());

const callsAt = (table: RestaurantTableRow) =>
  server.db.selectFrom("serviceRequests").select(["id", "status"]).where("tableId", "=", table.id).execute();

async function acknowledge(id: string) {
  const response = await server.app.request(`/api/service-requests/${id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Cookie: waiter, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ status: "acknowledged" }),
  });
  expect(response.status).toBe(200);
}

describe("ServiceCall", () => {
  it("keeps the call through lost tries and a reload, makes one request, then follows it to On the way and done", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const storage = new MemoryStorage();
    const faults: Fault[] = ["no-connection", "answer-lost"];
    const phone = () => new ServiceCall({ qrCode: table.qrCode, kind: "waiter", storage, fetch: faultyFetch(server, faults) });

    expect((await phone().call()).call).toMatchObject({ state: "queued" });
    // The page reloads: a new ServiceCall over the same storage finds the call and sends it again.
    expect((await phone().sync()).call).toMatchObject({ state: "queued" });
    expect((await phone().sync()).call).toMatchObject({ state: "open", key: null });
    const [stored] = await callsAt(table);
    expect(await callsAt(table)).toEqual([{ id: stored?.id, status: "open" }]);

    // Another tap while it is open sends nothing new.
    expect((await phone().call()).call).toMatchObject({ state: "open" });
    if (!stored) throw new Error("no call stored");
    await acknowledge(stored.id);
    expect((await phone().sync()).call).toMatchObject({ state: "acknowledged" });
    await server.db.updateTable("serviceRequests").set({ status: "done" }).where("id", "=", stored.id).execute();
    expect((await phone().sync()).call).toBeNull();
    expect(storage.entries.has(callKey("waiter", table.qrCode))).toBe(false);
    expect(await callsAt(table)).toHaveLength(1);
  });

  it("drops a call the server refuses for good, and one too old to matter", async () => {
    const storage = new MemoryStorage();
    const refused = await new ServiceCall({ qrCode: "A".repeat(24), kind: "waiter", storage, fetch: faultyFetch(server, []) }).call();
    expect(refused).toMatchObject({ call: null, refused: "This QR code is not valid or the table is not available" });

    let now = 1_000_000;
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const old = new ServiceCall({
      qrCode: table.qrCode,
      kind: "waiter",
      storage,
      fetch: faultyFetch(server, ["no-connection"]),
      now: () => now,
    });
    await old.call();
    now += CALL_MAX_AGE_MS + 1;
    expect(old.current()).toBeNull();
    expect(await callsAt(table)).toEqual([]);
  });
});
