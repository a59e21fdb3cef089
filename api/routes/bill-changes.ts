import type { Context } from "hono";
import { Hono } from "hono";
import * as z from "zod/mini";
import { cancelBillInput, pinInput, refundInput, splitBillInput, voidLineInput } from "../../shared/schemas/bills";
import { uuid } from "../../shared/schemas/fields";
import { ownRow, requireAdmin, requireStaff } from "../auth/guards";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { cancelBill, refundBill, splitBill } from "../db/bill-changes";
import type { Approver } from "../db/bill-making";
import { findBill } from "../db/bills";
import { findOrder } from "../db/orders";
import { voidLine } from "../db/voids";
import type { AppEnv } from "../env";
import { forbidden, notFound } from "../errors";
import { idempotentWrite } from "../idempotency";
import { atTable } from "../live/change-feed";
import { beginSignIn, hashWithinLimits } from "../middleware/rate-limit";
import { jsonBody, pathParams } from "../validate";
import { auditActorOf } from "./audit";

const BILL_NOT_FOUND = "Bill not found";
const billParams = z.object({ id: uuid() });
const lineParams = z.object({ orderId: uuid(), lineId: z.string().check(z.maxLength(60)) });
const PIN_REFUSED = "That admin PIN is not right";

/**
 * The admin whose PIN approves a discount (docs/api.md, Bill changes): an active admin of this
 * restaurant with a PIN set, the PIN checked like a password and counted against the sign-in budgets
 * under the admin's own key, so guessing is slowed as for passwords. 403 otherwise.
 */
export async function approverOf(c: Context<AppEnv>, restaurantId: string, approval: { username: string; pin: string }): Promise<Approver> {
  const { db, config } = c.get("services");
  const admin = await db
    .selectFrom("users")
    .select(["id", "username", "pinHash", "role", "isActive"])
    .where("restaurantId", "=", restaurantId)
    .where("username", "=", approval.username)
    .executeTakeFirst();
  const attempt = await beginSignIn(c, `pin:${admin?.id ?? `${restaurantId}/${approval.username.toLowerCase()}`}`);
  let ok: boolean;
  try {
    // An unknown admin or one without a PIN still costs one hash: the answer's time says nothing.
    ok = await hashWithinLimits(c, async () =>
      verifyPassword(approval.pin, admin?.pinHash ?? (await decoyPasswordHash(config.passwordCost))),
    );
  } catch (error) {
    await attempt.withdrawn();
    throw error;
  }
  if (!admin || !ok || admin.role !== "admin" || admin.isActive !== 1 || admin.pinHash === null) throw forbidden(PIN_REFUSED);
  await attempt.succeeded();
  return { id: admin.id, username: admin.username };
}

/** Bill changes (docs/api.md, Bill changes): voids, splits, cancellations, refunds and the admin's approval PIN. */
export const billChangesRoutes = new Hono<AppEnv>()
  // Admins and waiters; the whole void is voidLine (api/db/voids.ts), in one job with its audit entry.
  .post("/orders/:orderId/lines/:lineId/void", requireStaff, async (c) => {
    const { orderId, lineId } = pathParams(c, lineParams);
    const { quantity, reason } = await jsonBody(c, voidLineInput);
    const user = c.get("user");
    if (user.role === "chef") throw forbidden("Only an admin or a waiter can void a dish");
    const actor = auditActorOf(c);
    return idempotentWrite(c, user.id, async (trx) => {
      const order = ownRow(user, await findOrder(trx, orderId), "Order not found");
      const voided = await voidLine(trx, { order, lineId, quantity, reason, actor, now: new Date() });
      return { status: 200, body: voided, changed: { restaurantId: order.restaurantId, topics: ["orders"], ...atTable(order.tableId) } };
    });
  })

  .post("/bills/:id/split", requireStaff, async (c) => {
    const { id } = pathParams(c, billParams);
    const input = await jsonBody(c, splitBillInput);
    const user = c.get("user");
    const actor = auditActorOf(c);
    return idempotentWrite(c, user.id, async (trx) => {
      const bill = ownRow(user, await findBill(trx, id), BILL_NOT_FOUND);
      const split = await splitBill(trx, bill, input, actor, new Date());
      return {
        status: 201,
        body: split,
        changed: { restaurantId: bill.restaurantId, topics: ["bills", "orders"], ...atTable(bill.tableId) },
      };
    });
  })

  .post("/bills/:id/cancel", requireAdmin, async (c) => {
    const { id } = pathParams(c, billParams);
    const { reason } = await jsonBody(c, cancelBillInput);
    const user = c.get("user");
    const actor = auditActorOf(c);
    return idempotentWrite(c, user.id, async (trx) => {
      const bill = ownRow(user, await findBill(trx, id), BILL_NOT_FOUND);
      const cancelled = await cancelBill(trx, bill, reason, actor, new Date());
      return { status: 200, body: cancelled, changed: { restaurantId: bill.restaurantId, topics: ["bills"], ...atTable(bill.tableId) } };
    });
  })

  .post("/bills/:id/refunds", requireAdmin, async (c) => {
    const { id } = pathParams(c, billParams);
    const input = await jsonBody(c, refundInput);
    const user = c.get("user");
    const actor = auditActorOf(c);
    return idempotentWrite(c, user.id, async (trx) => {
      const bill = ownRow(user, await findBill(trx, id), BILL_NOT_FOUND);
      const refunded = await refundBill(trx, bill, input, actor, new Date());
      return { status: 201, body: refunded, changed: { restaurantId: bill.restaurantId, topics: ["bills"], ...atTable(bill.tableId) } };
    });
  })

  // An admin's approval PIN, hashed like a password; it approves waiters' discounts above the threshold.
  .put("/users/me/pin", requireAdmin, async (c) => {
    const { pin } = await jsonBody(c, pinInput);
    const user = c.get("user");
    const { writer, config } = c.get("services");
    const pinHash = await hashWithinLimits(c, () => hashPassword(pin, config.passwordCost));
    await writer.run(async (trx) => {
      const done = await trx.updateTable("users").set({ pinHash }).where("id", "=", user.id).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw notFound("User not found");
      return {};
    });
    return c.body(null, 204);
  });
