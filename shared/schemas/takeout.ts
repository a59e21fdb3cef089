import * as z from "zod/mini";
import { phone, requiredText, wholeNumber } from "./fields";
import { placeOrderInput } from "./orders";

/** What a guest's tracking page shows (docs/api.md, Takeout and delivery). */
export const SITE_ORDER_STATUSES = [
  "placed",
  "accepted",
  "rejected",
  "paid",
  "preparing",
  "ready",
  "out-for-delivery",
  "delivered",
  "picked-up",
  "expired",
] as const;
export type SiteOrderStatus = (typeof SITE_ORDER_STATUSES)[number];

export const SITE_ORDER_STATUS_LABELS: Record<SiteOrderStatus, string> = {
  placed: "Placed: waiting for the restaurant",
  accepted: "Accepted",
  rejected: "Not accepted",
  paid: "Paid",
  preparing: "Preparing",
  ready: "Ready",
  "out-for-delivery": "Out for delivery",
  delivered: "Delivered",
  "picked-up": "Picked up",
  expired: "Expired: the restaurant did not accept it in time",
};

/** A placed order no one accepted is shown as expired after this long (docs/decisions/095-takeout-abuse-limits.md). */
export const SITE_ORDER_ACCEPT_MS = 30 * 60_000;

export const CHANNELS = ["pickup", "delivery"] as const;
export type Channel = (typeof CHANNELS)[number];

const rupees = (label: string) => wholeNumber(0, 100_000, `${label} must be a whole number of rupees`);
const pincode = z.string({ error: "Pincode is required" }).check(z.regex(/^[1-9]\d{5}$/, { error: "Pincode must be 6 digits" }));

export const deliveryZone = z.object({ pincode, feeRupees: rupees("Delivery fee"), minimumRupees: rupees("Minimum order") });

export const onlineSettings = z.object({
  pickup: z.boolean(),
  delivery: z.boolean(),
  cash: z.boolean(),
  autoAccept: z.boolean(),
  open: z.boolean(),
  packagingPerOrderRupees: rupees("Packaging charge"),
  zones: z.array(deliveryZone).check(z.maxLength(200, { error: "At most 200 delivery zones" })),
});
export type OnlineSettings = z.infer<typeof onlineSettings>;

/** The online settings as the website's answer has them: `open` false when closed today, and whether UPI is set up. */
export const onlineAnswer = z.extend(onlineSettings, { closedToday: z.boolean(), upi: z.boolean() });
export type OnlineAnswer = z.infer<typeof onlineAnswer>;

/** A restaurant that never set them takes no online orders. */
export const DEFAULT_ONLINE_SETTINGS: OnlineSettings = {
  pickup: false,
  delivery: false,
  cash: false,
  autoAccept: false,
  open: false,
  packagingPerOrderRupees: 0,
  zones: [],
};

export const siteOrderInput = z.extend(z.pick(placeOrderInput, { items: true, totalAmount: true }), {
  mode: z.enum(CHANNELS, { error: "Choose pickup or delivery" }),
  pickupAt: z.nullable(z.iso.datetime({ error: "pickupAt must be an ISO time" })),
  address: z.nullable(z.object({ line: requiredText(300, "Address is required", "Address", { multiline: true }), pincode })),
  customerName: requiredText(100, "Name is required", "Name"),
  customerPhone: phone(),
  payment: z.enum(["upi", "cash"], { error: "Choose UPI or cash" }),
});
export type SiteOrderInput = z.infer<typeof siteOrderInput>;

/** A staff's parcel or phone order at the counter: the same order, paid or not as the counter says. */
export const counterOrderInput = siteOrderInput;

export const rejectInput = z.object({ reason: requiredText(200, "Please give the guest a reason", "Reason") });
export const riderInput = z.object({ rider: requiredText(60, "Rider's name is required", "Rider") });
export const blockPhoneInput = z.object({ phone: phone() });
export const packagingInput = z.object({ packagingRupees: rupees("Packaging charge") });

/** What the guest's tracking page reads: no staff-only fields. */
export interface SiteOrderView {
  id: string;
  token: number;
  channel: Channel;
  status: SiteOrderStatus;
  payment: "upi" | "cash";
  paid: boolean;
  totalPaise: number;
  upiLink: string | null;
  reason: string;
  rider: string;
  pickupAt: string | null;
  items: { name: string; quantity: number }[];
  restaurantName: string;
  createdAt: string;
  updatedAt: string;
}

/** When a guest's order should be ready, from the restaurant's measured prep times (docs/api.md, Takeout and delivery). */
export interface SiteOrderEstimate {
  /** The restaurant's prep time now, in whole minutes. */
  prepMinutes: number;
  /** The kitchen order's time plus the prep time, once the kitchen has the order; null before. */
  readyBy: string | null;
}

/** The guest's view with its estimate, as `GET /api/site-orders/{id}` and its event stream answer it; null once ready or over. */
export interface TrackedSiteOrder extends SiteOrderView {
  estimate: SiteOrderEstimate | null;
}

/** The counter's view: the guest's and their contact. */
export interface CounterOrder extends SiteOrderView {
  customerName: string;
  customerPhone: string;
  addressLine: string;
  pincode: string;
  fromSite: boolean;
  /** Its bill, made when it reached the kitchen (docs/api.md, Takeout and delivery); null before. */
  billId: string | null;
}
