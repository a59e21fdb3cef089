import { act, renderHook } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newTestTable, placeOrder } from "../../../api/test/route-test-helpers";
import { createTestServer, type TestServer } from "../../../api/test/test-support";
import { DEMO_RESTAURANT_ID } from "../../../shared/constants";
import type { DinerOrder } from "../../../shared/schemas/diner-order";
import { pageStorage } from "../../lib/pageStorage";
import { dinerKey, readJson } from "./dinerStorage";
import { readDinerOrder } from "./readOrderAnswers";
import { useTrackedOrder } from "./useTrackedOrder";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

async function dinerOrder(qrCode: string, id: string): Promise<DinerOrder> {
  const order = readDinerOrder(await (await server.app.request(`/api/qr/${qrCode}/orders/${id}`)).json());
  if (!order) throw new Error("the test's order does not read as a diner's order");
  return order;
}

describe("the diner's tracked order", () => {
  it("keeps showing the order placed last when a read of the one before answers after it", async () => {
    const table = await newTestTable(server.db, DEMO_RESTAURANT_ID);
    const first = await dinerOrder(table.qrCode, await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode));
    // Reads of the first order wait until the second is followed, as a slow network answers them.
    let answerLateRead = () => {};
    let lateAnswerRead = () => {};
    const lateAnswerTaken = new Promise<void>((taken) => {
      lateAnswerRead = taken;
    });
    const lateReadAsked = new Promise<void>((asked) => {
      vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
        const answer = await server.app.request(input, init);
        if (!input.endsWith(first.id)) return answer;
        asked();
        await new Promise<void>((release) => {
          answerLateRead = release;
        });
        const body = await answer.text();
        const late = new Response(body, answer);
        // Told when the page has the late answer's body, so the test can look once it has handled it.
        late.text = async () => {
          lateAnswerRead();
          return body;
        };
        return late;
      });
    });

    const { result } = renderHook(() => useTrackedOrder(table.qrCode));
    act(() => result.current.follow(first));
    await lateReadAsked;
    const second = await dinerOrder(table.qrCode, await placeOrder(server.app, server.db, DEMO_RESTAURANT_ID, table.qrCode));
    act(() => result.current.follow(second));
    answerLateRead();

    // The late answer is read, and what the page does with it runs before the next turn of the loop.
    await lateAnswerTaken;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current.order?.id).toBe(second.id);
    expect((readJson(pageStorage(), dinerKey("last-order", table.qrCode)) as DinerOrder).id).toBe(second.id);
  });
});
