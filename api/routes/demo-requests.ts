import { Hono } from "hono";
import { demoRequestInput } from "../../shared/schemas/demo-requests";
import { requireAdmin } from "../auth/guards";
import { createDemoRequest, listDemoRequests } from "../db/demo-requests";
import type { AppEnv } from "../env";
import { idempotentWrite } from "../idempotency";
import { jsonBody } from "../validate";

export const demoRequestsRoutes = new Hono<AppEnv>()
  .get("/", requireAdmin, async (c) => c.json(await listDemoRequests(c.var.db), 200))
  // Public: the landing page's Book A Demo form needs no account.
  .post("/", async (c) => {
    const input = await jsonBody(c, demoRequestInput);
    return idempotentWrite(c, "demo-request", async (trx) => ({ status: 201, body: await createDemoRequest(trx, input) }));
  });
