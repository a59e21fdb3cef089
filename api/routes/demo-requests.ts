import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { demoRequestInput } from "../../shared/schemas/demo-requests";
import { requireOperator } from "../auth/guards";
import { findDemoRequest, insertDemoRequest, listDemoRequests } from "../db/demo-requests";
import type { AppEnv } from "../env";
import { idempotentWrite } from "../idempotency";
import { jsonBody } from "../validate";

export const demoRequestsRoutes = new Hono<AppEnv>()
  .get("/", requireOperator, async (c) => c.json(await listDemoRequests(c.get("services").db), 200))
  // Public: the landing page's Book A Demo form needs no account.
  .post("/", async (c) => {
    const { id = randomUUID(), ...fields } = await jsonBody(c, demoRequestInput);
    return idempotentWrite(c, "demo-request", async (trx) => {
      // A client-made id sent again (an outbox retry) answers the stored row, like the other creates.
      const existing = await findDemoRequest(trx, id);
      if (existing) return { status: 200, body: existing };
      return { status: 201, body: await insertDemoRequest(trx, id, fields) };
    });
  });
