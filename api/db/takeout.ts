import { restaurantDate } from "../../shared/billing/bill-number";
import { upiLink } from "../../shared/billing/upi";
import { lineLabel } from "../../shared/menu-options";
import { openingStatus } from "../../shared/opening-hours";
import { orderLinesOf } from "../../shared/order-lines";
import type { PricedLine } from "../../shared/schemas/orders";
import {
  type CounterOrder,
  DEFAULT_ONLINE_SETTINGS,
  type OnlineSettings,
  onlineSettings,
  SITE_ORDER_ACCEPT_MS,
  type SiteOrderInput,
  type SiteOrderStatus,
  type SiteOrderView,
} from "../../shared/schemas/takeout";
import { stationOfDish } from "../../shared/stations";
import { dinerMenu } from "../cache/qr-answers";
import { badRequest, conflict, forbidden } from "../errors";
import { priceCart } from "../order-pricing";
import { queueOrderTickets } from "../printing/queue";
import type { Db } from "./connection";
import { DISH_COLUMNS } from "./menu-items";
import { newOrderRow } from "./order-row";
import { findOrder } from "./orders";
import { makeParcelBill, payParcelBill, priceParcel } from "./parcel-bills";
import type { SiteOrdersTable } from "./schema";
import { findSettings } from "./settings";
import { listStations } from "./stations";

export type SiteOrderRow = SiteOrdersTable;

/** A placed order no one accepted is shown as expired after this long (docs/decisions/095-takeout-abuse-limits.md). */
export const ACCEPT_WITHIN_MS = SITE_ORDER_ACCEPT_MS;
/** How far ahead a guest may book a pickup or delivery slot. */
const SLOT_AHEAD_MS = 7 * 86_400_000;

export const ONLINE_CLOSED_MESSAGE = "Online ordering is closed today. Please call the restaurant.";

export async function findOnline(db: Db, restaurantId: string): Promise<{ settings: OnlineSettings; closedToday: boolean }> {
  const row = await db.selectFrom("restaurants").select(["online", "onlineClosedOn"]).where("id", "=", restaurantId).executeTakeFirst();
  const parsed = onlineSettings.safeParse(JSON.parse(row?.online ?? "{}"));
  return {
    settings: parsed.success ? parsed.data : DEFAULT_ONLINE_SETTINGS,
    closedToday: row?.onlineClosedOn === restaurantDate(new Date()),
  };
}

/** The kitchen order's status and ready mark, when the site order has reached the kitchen. */
interface KitchenState {
  kitchenStatus: string | null;
  readyAt: string | null;
}

/** What the guest is shown: the counter's step, or the kitchen's once it cooks (docs/api.md, Takeout and delivery). */
export function siteStatusOf(row: SiteOrderRow, { kitchenStatus, readyAt }: KitchenState, now: Date): SiteOrderStatus {
  if (row.status !== "placed" && row.status !== "accepted") return row.status;
  if (row.status === "placed") return now.getTime() - Date.parse(row.createdAt) > ACCEPT_WITHIN_MS ? "expired" : "placed";
  if (kitchenStatus === "served" || kitchenStatus === "completed" || readyAt !== null) return "ready";
  if (kitchenStatus === "preparing") return "preparing";
  return row.paid === 1 ? "paid" : "accepted";
}

/** The UPI link of a site order, `tr` its reference (the id without dashes, 32 of UPI's 35 characters). */
export function siteUpiLink(row: Pick<SiteOrderRow, "id" | "token" | "totalPaise">, upiId: string, payee: string): string {
  return upiLink({ upiId, payee, totalPaise: row.totalPaise, billNumber: `Token ${row.token}`, reference: row.id.replaceAll("-", "") });
}

const withKitchen = (db: Db) =>
  db
    .selectFrom("siteOrders")
    .leftJoin("orders", "orders.id", "siteOrders.id")
    .innerJoin("restaurants", "restaurants.id", "siteOrders.restaurantId")
    .selectAll("siteOrders")
    .select(["orders.status as kitchenStatus", "orders.readyAt as readyAt", "restaurants.name as restaurantName"]);

type Joined = SiteOrderRow & KitchenState & { restaurantName: string };

async function upiOf(db: Db, restaurantId: string): Promise<{ upiId: string; payee: string }> {
  const settings = await findSettings(db, restaurantId);
  return { upiId: settings?.upiId ?? "", payee: settings?.upiPayee || settings?.legalName || "" };
}

function viewOf(row: Joined, upi: { upiId: string; payee: string }, now: Date): CounterOrder {
  const status = siteStatusOf(row, row, now);
  const lines: PricedLine[] = JSON.parse(row.items);
  const unpaidUpi = row.payment === "upi" && row.paid === 0 && upi.upiId !== "" && status !== "rejected" && status !== "expired";
  return {
    id: row.id,
    token: row.token,
    channel: row.channel,
    status,
    payment: row.payment,
    paid: row.paid === 1,
    totalPaise: row.totalPaise,
    upiLink: unpaidUpi ? siteUpiLink(row, upi.upiId, upi.payee) : null,
    reason: row.reason,
    rider: row.rider,
    pickupAt: row.pickupAt,
    // Named with their options ("Chicken Biryani · Full · + Raita"), as the kitchen's ticket reads them.
    items: lines.map((line) => ({ name: lineLabel(line.name, line.options), quantity: line.quantity })),
    restaurantName: row.restaurantName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    addressLine: row.addressLine,
    pincode: row.pincode,
    fromSite: row.fromSite === 1,
    billId: row.billId,
  };
}

/** The guest's view: no contact details, no address. */
export function guestView({ customerName, customerPhone, addressLine, pincode, fromSite, billId, ...view }: CounterOrder): SiteOrderView {
  return view;
}

export async function findSiteOrder(db: Db, id: string, now: Date): Promise<CounterOrder | null> {
  const row: Joined | undefined = await withKitchen(db).where("siteOrders.id", "=", id).executeTakeFirst();
  if (!row) return null;
  return viewOf(row, await upiOf(db, row.restaurantId), now);
}

export async function findSiteOrderRow(db: Db, id: string): Promise<SiteOrderRow | null> {
  return (await db.selectFrom("siteOrders").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Today's site orders and any older one still open, by token (the counter screen). */
export async function listCounterOrders(db: Db, restaurantId: string, now: Date): Promise<CounterOrder[]> {
  const today = restaurantDate(now);
  const rows: Joined[] = await withKitchen(db)
    .where("siteOrders.restaurantId", "=", restaurantId)
    .where((eb) => eb.or([eb("siteOrders.day", "=", today), eb("siteOrders.status", "in", ["placed", "accepted", "out-for-delivery"])]))
    .orderBy("siteOrders.day")
    .orderBy("siteOrders.token")
    .execute();
  const upi = await upiOf(db, restaurantId);
  return rows.map((row) => viewOf(row, upi, now));
}

export interface PlaceSiteOrder {
  restaurantId: string;
  id: string;
  input: SiteOrderInput;
  /** A guest on the website; false for staff taking a parcel or phone order at the counter. */
  fromSite: boolean;
  /** The staff member taking it at the counter; null for a guest on the website. */
  actor: string | null;
  now: Date;
}

/**
 * Checks and stores one takeout or delivery order in the caller's transaction: the website's rules
 * (open, hours, modes, zones, minimums, cash allowed, blocked phones) for a guest, the same pricing as
 * a table's (priceCart) plus packaging and the zone's fee, the day's next token, and the kitchen order
 * at once when it is accepted and needs no UPI payment first. Every refusal comes before the first write.
 */
export async function placeSiteOrder(db: Db, { restaurantId, id, input, fromSite, actor, now }: PlaceSiteOrder): Promise<SiteOrderRow> {
  const { settings: online, closedToday } = await findOnline(db, restaurantId);
  const settings = await findSettings(db, restaurantId);
  if (!settings) throw conflict("This restaurant is not taking orders");
  const delivery = input.mode === "delivery";
  const zone = delivery ? online.zones.find((known) => known.pincode === input.address?.pincode) : undefined;
  if (delivery && !input.address) throw badRequest("Please give the delivery address and pincode");
  if (fromSite) {
    if (!online.open || closedToday) throw conflict(ONLINE_CLOSED_MESSAGE);
    if (!(delivery ? online.delivery : online.pickup))
      throw conflict(delivery ? "This restaurant does not deliver online orders" : "This restaurant does not take pickup orders online");
    if (input.payment === "cash" && !online.cash)
      throw badRequest("Please pay by UPI: this restaurant does not take cash for online orders");
    const blocked = await db
      .selectFrom("blockedPhones")
      .select("phone")
      .where("restaurantId", "=", restaurantId)
      .where("phone", "=", input.customerPhone)
      .executeTakeFirst();
    if (blocked) throw forbidden("This phone number cannot order online here. Please call the restaurant.");
    checkSlot(settings.openingHours ?? [], input.pickupAt, now);
  }
  if (delivery && !zone) throw badRequest(`Sorry, we do not deliver to pincode ${input.address?.pincode}`);
  if (input.payment === "upi" && settings.upiId === "") throw conflict("This restaurant does not take UPI payments online yet");

  const rows = await db.selectFrom("menuItems").select(DISH_COLUMNS).where("restaurantId", "=", restaurantId).execute();
  const { lines, total } = priceCart(dinerMenu(rows.map((row) => ({ ...row, routedStationId: row.stationId }))).items, input);
  if (zone && total < zone.minimumRupees)
    throw badRequest(`The minimum order for delivery to ${zone.pincode} is ₹${zone.minimumRupees} (your dishes come to ₹${total})`);
  const perDish = new Map(rows.map((row) => [row.id, row.packagingRupees]));
  const packaging = online.packagingPerOrderRupees + lines.reduce((sum, line) => sum + (perDish.get(line.id) ?? 0) * line.quantity, 0);
  const fee = zone?.feeRupees ?? 0;
  // Priced as its bill will be (api/db/parcel-bills.ts), so the UPI amount is the bill's total.
  const { totalPaise } = priceParcel(id, orderLinesOf(id, lines), { packagingRupees: packaging, feeRupees: fee }, settings);

  const at = now.toISOString();
  const day = restaurantDate(now);
  // One statement: the row's lock serialises two orders of one restaurant on PostgreSQL, SQLite has one writer.
  const { issued } = await db
    .insertInto("siteOrderTokens")
    .values({ restaurantId, day, issued: 1 })
    .onConflict((oc) => oc.columns(["restaurantId", "day"]).doUpdateSet((eb) => ({ issued: eb("siteOrderTokens.issued", "+", 1) })))
    .returning("issued")
    .executeTakeFirstOrThrow();
  const accepted = !fromSite || online.autoAccept;
  const row: SiteOrderRow = {
    id,
    restaurantId,
    day,
    token: issued,
    channel: input.mode,
    status: accepted ? "accepted" : "placed",
    payment: input.payment,
    paid: 0,
    released: 0,
    fromSite: fromSite ? 1 : 0,
    pickupAt: input.pickupAt,
    addressLine: delivery ? (input.address?.line ?? "") : "",
    pincode: delivery ? (input.address?.pincode ?? "") : "",
    items: JSON.stringify(lines),
    itemsRupees: total,
    packagingRupees: packaging,
    feeRupees: fee,
    totalPaise,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    reason: "",
    rider: "",
    createdAt: at,
    updatedAt: at,
    billId: null,
  };
  await db.insertInto("siteOrders").values(row).execute();
  return accepted ? releaseIfReady(db, row, actor, now) : row;
}

/** A slot, when asked for, in the next week and inside opening hours; none means now, so open now. */
function checkSlot(hours: Parameters<typeof openingStatus>[0], pickupAt: string | null, now: Date): void {
  if (pickupAt === null) {
    const status = openingStatus(hours, now);
    if (!status.openNow) throw conflict(`The restaurant is closed now (${status.label}). Please choose a time within opening hours.`);
    return;
  }
  const at = new Date(pickupAt);
  if (at.getTime() < now.getTime() || at.getTime() > now.getTime() + SLOT_AHEAD_MS)
    throw badRequest("Please choose a time from now to a week ahead");
  if (!openingStatus(hours, at).openNow)
    throw conflict("The restaurant is closed at that time. Please choose a time within opening hours.");
}

/** The station that makes each dish, as a table's order routes it (shared/stations.ts, stationOfDish). */
async function stationsOf(db: Db, restaurantId: string, lines: readonly PricedLine[]): Promise<Map<string, string | null>> {
  const stationIds = (await listStations(db, restaurantId)).map((station) => station.id);
  const categories = await db.selectFrom("menuCategories").select(["name", "stationId"]).where("restaurantId", "=", restaurantId).execute();
  const dishes = await db
    .selectFrom("menuItems")
    .select(["id", "stationId", "category"])
    .where("restaurantId", "=", restaurantId)
    .where(
      "id",
      "in",
      lines.map((line) => line.id),
    )
    .execute();
  return new Map(dishes.map((dish) => [dish.id, stationOfDish(dish, categories, stationIds)]));
}

/**
 * Sends an accepted order to the kitchen once it may cook: paid, or cash. The kitchen order is a real
 * order with no table, its channel and token (docs/decisions/096-parcel-orders-and-their-bills.md), its
 * KOTs queued and its bill made in the same transaction; a payment already taken is recorded on the bill.
 * `actor` is the staff member whose tap sent it, null for the website's auto-accept.
 */
export async function releaseIfReady(db: Db, row: SiteOrderRow, actor: string | null, now: Date): Promise<SiteOrderRow> {
  if (row.released === 1 || row.status !== "accepted" || (row.payment === "upi" && row.paid === 0)) return row;
  const at = now.toISOString();
  const priced: PricedLine[] = JSON.parse(row.items);
  const stationOf = await stationsOf(db, row.restaurantId, priced);
  const lines = orderLinesOf(row.id, priced, (line) => stationOf.get(line.id) ?? null);
  await db
    .insertInto("orders")
    .values(
      newOrderRow({
        id: row.id,
        restaurantId: row.restaurantId,
        tableId: null,
        customerId: null,
        items: JSON.stringify(lines),
        totalAmount: row.itemsRupees,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        customerEmail: "",
        specialInstructions: null,
        orderTime: at,
        takenBy: null,
        channel: row.channel,
        token: row.token,
      }),
    )
    .execute();
  const order = await findOrder(db, row.id);
  if (order) await queueOrderTickets(db, order);
  const settings = await findSettings(db, row.restaurantId);
  if (!settings) throw conflict("This restaurant no longer exists");
  const bill = await makeParcelBill(db, row, lines, settings, actor, now);
  await db.updateTable("siteOrders").set({ released: 1, billId: bill.id, updatedAt: at }).where("id", "=", row.id).execute();
  const released = { ...row, released: 1, billId: bill.id, updatedAt: at };
  if (row.paid === 1 && actor !== null) await payParcelBill(db, released, actor, now);
  return released;
}

export async function updateSiteOrder(
  db: Db,
  id: string,
  fields: Partial<Pick<SiteOrderRow, "status" | "paid" | "reason" | "rider">>,
  now: Date,
) {
  const updatedAt = now.toISOString();
  await db
    .updateTable("siteOrders")
    .set({ ...fields, updatedAt })
    .where("id", "=", id)
    .execute();
}

/** The kitchen order's step for a site order moved on at the counter (ready at the pass, handed over). */
export async function moveKitchenOrder(db: Db, id: string, step: "ready" | "done", now: Date): Promise<void> {
  const at = now.toISOString();
  const fields =
    step === "ready" ? { status: "served", readyAt: at, updatedAt: at } : { status: "completed", completedAt: at, updatedAt: at };
  await db.updateTable("orders").set(fields).where("id", "=", id).execute();
}
