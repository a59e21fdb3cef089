import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import * as z from "zod/mini";
import { ORDER_LINE_QUANTITY } from "../../shared/constants";
import { type PricingProblem, priceOrder } from "../../shared/order-pricing";
import type { DinerOrder } from "../../shared/schemas/diner-order";
import { uuid } from "../../shared/schemas/fields";
import type { MenuItem } from "../../shared/schemas/menu";
import { placeOrderInput } from "../../shared/schemas/orders";
import { type QrLookup, qrCodeParam, toDinerMenuItem } from "../../shared/schemas/qr";
import { nowIso } from "../clock";
import type { Db } from "../db/connection";
import { recordCustomerOrder } from "../db/customers";
import { findTableOrder } from "../db/diner-orders";
import { listMenu } from "../db/menu-items";
import { insertOrder } from "../db/orders";
import { findActiveTableByQrCode, type QrTable } from "../db/tables";
import type { AppEnv } from "../env";
import { badRequest, conflict, notFound } from "../errors";
import { idempotentWrite, qrScope } from "../idempotency";
import { jsonBody, pathParams } from "../validate";

const qrParams = z.object({ qrCode: qrCodeParam });
const tableOrderParams = z.object({ qrCode: qrCodeParam, orderId: uuid() });

async function tableForQrCode(db: Db, qrCode: string): Promise<QrTable> {
  const found = await findActiveTableByQrCode(db, qrCode);
  if (!found) throw notFound("This QR code is not valid or the table is not available");
  return found;
}

/** Stale carts get the current menu back so the diner's page can refresh without another request. */
function pricingError(problem: PricingProblem, menu: MenuItem[]) {
  const menuItems = menu.map(toDinerMenuItem);
  switch (problem.kind) {
    case "not-on-menu":
      return conflict("An item in your order is no longer on the menu", { menuItems });
    case "unavailable":
      return conflict(`${problem.name} is no longer available`, { menuItems });
    case "too-many":
      return badRequest(`You can order at most ${ORDER_LINE_QUANTITY.max} of ${problem.name}`);
  }
}

export const qrRoutes = new Hono<AppEnv>()
  .get("/:qrCode", async (c) => {
    const { qrCode } = pathParams(c, qrParams);
    const { table, restaurantName } = await tableForQrCode(c.var.db, qrCode);
    return c.json({
      table: { tableNumber: table.tableNumber, capacity: table.capacity },
      restaurant: { name: restaurantName },
      menuItems: (await listMenu(c.var.db, table.restaurantId)).map(toDinerMenuItem),
    } satisfies QrLookup);
  })

  // Public: prices, names and totals come from the database; the cart only says what and how many.
  .post("/:qrCode/order", async (c) => {
    const { qrCode } = pathParams(c, qrParams);
    const input = await jsonBody(c, placeOrderInput);
    return idempotentWrite(c, qrScope(qrCode), async (trx) => {
      const { table } = await tableForQrCode(trx, qrCode);
      const menuItems = await listMenu(trx, table.restaurantId);
      const priced = priceOrder(input.items, menuItems);
      if (!priced.ok) throw pricingError(priced.problem, menuItems);
      if (priced.total !== input.totalAmount) {
        throw conflict("Prices have changed. Please review your order.", { menuItems: menuItems.map(toDinerMenuItem) });
      }
      const orderTime = nowIso();
      const customerId = await recordCustomerOrder(
        trx,
        table.restaurantId,
        { name: input.customerName, email: input.customerEmail, phone: input.customerPhone },
        priced.total,
        orderTime,
      );
      const order = await insertOrder(trx, {
        id: randomUUID(),
        restaurantId: table.restaurantId,
        tableId: table.id,
        customerId,
        items: priced.lines,
        totalAmount: priced.total,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail,
        specialInstructions: input.specialInstructions,
        orderTime,
      });
      return { status: 201, body: order, changed: { restaurantId: table.restaurantId, topics: ["orders", "customers"] } };
    });
  })

  // Public, for the diner's status card (docs/diner-ordering.md): only this table's own order, only what the card shows.
  .get("/:qrCode/orders/:orderId", async (c) => {
    const { qrCode, orderId } = pathParams(c, tableOrderParams);
    const order = await findTableOrder(c.var.db, qrCode, orderId);
    if (!order) throw notFound("Order not found");
    // Contact-free, but still one diner's order: no shared cache may keep it.
    c.header("Cache-Control", "no-store");
    return c.json(order satisfies DinerOrder);
  });
