import type { ColumnType, Generated, Selectable } from "kysely";
import type { Role } from "../../shared/constants";
import type { OrderChannel } from "../../shared/order-channel";

/**
 * Table types for Kysely. Columns are snake_case in the database and camelCase here (CamelCasePlugin),
 * so the same queries run on PostgreSQL later. Booleans are 0/1 integers, timestamps ISO-8601 UTC text,
 * money whole rupees.
 */
type Flag = ColumnType<number, number | undefined, number>;
type CreatedAt = ColumnType<string, string, never>;

interface RestaurantsTable {
  id: string;
  /** The user who owns this outlet and may open others (migration 022; docs/decisions/093-outlets-under-one-owner.md). */
  ownerUserId: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  email: string;
  phone: string;
  address: string;
  cuisine: string;
  plan: string;
  isActive: Flag;
  /** One of MENU_LANGUAGES: the menu's second language (migration 008). */
  menuLanguage: ColumnType<string, string | undefined, string>;
  /** The website's address `/r/{slug}`, unique (migration 020, shared/slug.ts). */
  slug: string;
  /** The restaurant's own host name whose root shows its website; null for none. */
  domain: ColumnType<string | null, string | null | undefined, string | null>;
  about: ColumnType<string, string | undefined, string>;
  /** JSON: OpeningHours (shared/schemas/site.ts). */
  openingHours: ColumnType<string, string | undefined, string>;
  mapUrl: ColumnType<string, string | undefined, string>;
  /** JSON: StoredPhoto (api/photos/), null for none. */
  photo: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: OnlineSettings (shared/schemas/takeout.ts), "{}" until saved (migration 023). */
  online: ColumnType<string, string | undefined, string>;
  /** The restaurant day online ordering was closed for in one tap, else null (migration 023). */
  onlineClosedOn: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: string;
}

interface UsersTable {
  id: string;
  restaurantId: string;
  username: string;
  email: string;
  passwordHash: string;
  /** One of ROLES; triggers in migration 002 refuse anything else. */
  role: Role;
  isActive: Flag;
  /** The platform operator sees every restaurant and demo request (docs/security.md). */
  isOperator: Flag;
  /** An admin's approval PIN, hashed like a password (migration 018); null until set. */
  pinHash: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: string;
}

interface SessionsTable {
  /** sha256 of the cookie token: a leaked database does not hand out live sessions. */
  id: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: string;
  /** The outlet an owner switched this session to (migration 029); null in the user's own restaurant. */
  restaurantId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A single-use link for joining a restaurant's staff; the token itself is never stored. */
interface InvitationsTable {
  id: string;
  restaurantId: string;
  role: Role;
  tokenHash: string;
  createdBy: string | null;
  createdAt: CreatedAt;
  expiresAt: string;
  usedAt: string | null;
  usedBy: string | null;
}

interface DemoRequestsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  restaurantName: string;
  message: string;
  createdAt: CreatedAt;
}

interface MenuItemsTable {
  id: string;
  restaurantId: string;
  name: string;
  description: string;
  price: number;
  category: string;
  isAvailable: Flag;
  /** JSON array of option groups (shared/schemas/menu-options.ts), "[]" for none. */
  optionGroups: ColumnType<string, string | undefined, string>;
  localName: ColumnType<string, string | undefined, string>;
  localDescription: ColumnType<string, string | undefined, string>;
  /** veg, non-veg, egg, or null when not marked yet (migration 009). */
  diet: string | null;
  /** JSON: StoredPhoto (api/photos/), null for none (migration 020). */
  photo: ColumnType<string | null, string | null | undefined, string | null>;
  /** Packaging charge per dish of a takeout or delivery order, in rupees (migration 023). */
  packagingRupees: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  updatedAt: string;
  /** The dish's own station; null: its category's, else the restaurant's first (migration 016). */
  stationId: ColumnType<string | null, string | null | undefined, string | null>;
}

interface RestaurantTablesTable {
  id: string;
  restaurantId: string;
  tableNumber: string;
  capacity: number;
  location: string | null;
  qrCode: string;
  isActive: Flag;
  createdAt: CreatedAt;
  updatedAt: string;
  /** When the party now at the table began; null before the table's first visit ended (docs/billing.md). */
  visitStartedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a host seated a party here (migration 021); the table is occupied while it is at or after `visitStartedAt`. */
  seatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrdersTable {
  id: string;
  restaurantId: string;
  tableId: string | null;
  customerId: string | null;
  /** JSON array of { id, name, price, quantity, options? }: a snapshot of the menu at order time. */
  items: string;
  totalAmount: number;
  status: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialInstructions: string | null;
  orderTime: CreatedAt;
  completedAt: string | null;
  updatedAt: string;
  /** When the kitchen marked it ready at the pass; null until then (and again if taken back). */
  readyAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The username of the staff member who took it at the table; null for a diner's QR order. */
  takenBy: ColumnType<string | null, string | null | undefined, never>;
  /** When it last joined its table by a move (its visit counts from then); null if never moved. */
  movedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The table it was last moved from, so the diner's phone there learns where it went. */
  movedFromTableId: ColumnType<string | null, string | null | undefined, string | null>;
  // Parcel and delivery orders (migration 024): docs/decisions/096-parcel-orders-and-their-bills.md.
  /** "table", or "pickup" / "delivery" for a parcel with no table. */
  channel: ColumnType<OrderChannel, OrderChannel | undefined, OrderChannel>;
  /** The parcel's token of the day; null at a table. */
  token: ColumnType<number | null, number | null | undefined, number | null>;
}

interface CustomersTable {
  id: string;
  restaurantId: string;
  name: string;
  email: string;
  phone: string;
  totalOrders: Generated<number>;
  totalSpent: Generated<number>;
  firstOrderDate: string | null;
  lastOrderDate: string | null;
  notes: Generated<string>;
  isActive: Flag;
  createdAt: CreatedAt;
  updatedAt: string;
  /** Migration 026: bookings this phone did not come to. */
  noShows: ColumnType<number, number | undefined, number>;
}

export interface IdempotencyKeysTable {
  /** Who sent the key: a user id for staff writes, the table's QR code for diner orders. */
  scope: string;
  key: string;
  requestHash: string;
  statusCode: number;
  responseBody: string;
  createdAt: CreatedAt;
}

/** A rate limit's counter shared by every process over PostgreSQL (api/limits/shared-limits.ts). */
interface LimitWindowsTable {
  key: string;
  count: number;
  /** When the window ends, in ms since the epoch. */
  resetsAt: number;
}

/** A diner's call (Call Waiter, Ask for Bill): kind and status as in shared/service-requests.ts. */
interface ServiceRequestsTable {
  id: string;
  restaurantId: string;
  tableId: string;
  kind: string;
  status: string;
  createdAt: CreatedAt;
  acknowledgedAt: string | null;
  doneAt: string | null;
}

/** Bill settings of a restaurant (docs/billing.md); a restaurant without a row has the defaults. */
interface RestaurantSettingsTable {
  restaurantId: string;
  legalName: string;
  address: string;
  phone: string;
  gstin: string;
  fssaiNumber: string;
  gstMode: string;
  pricesIncludeGst: number;
  upiId: string;
  upiPayee: string;
  billFooter: string;
  /** "80mm" or "58mm" (migration 011). */
  paperWidth: string;
  /** "HH:MM" IST when the business day ends (migration 022). */
  dayEndsAt: ColumnType<string, string | undefined, string>;
  /** Migration 018: a waiter's discount above this percent needs an admin's approval; null: always. */
  discountApprovalPercent: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 018: null for no service charge at all. */
  serviceChargePercent: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 018: JSON list of the admin's own discount reasons, beside the standard ones. */
  discountReasons: ColumnType<string, string | undefined, string>;
  updatedAt: string;
}

interface BillCountersTable {
  restaurantId: string;
  financialYear: string;
  lastSequence: number;
}

/** Money in paise. `lines` and `issuer` are JSON written only by api/db/bills.ts. */
interface BillsTable {
  id: string;
  restaurantId: string;
  tableId: string | null;
  tableNumber: string;
  number: string;
  createdAt: CreatedAt;
  createdBy: string | null;
  lines: string;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  paidPaise: number;
  status: string;
  paidAt: string | null;
  upiLink: string | null;
  issuer: string;
  /** Migration 018: the bill's and its lines' discounts, the service charge added, refunds, cancellation. */
  discountPaise: ColumnType<number, number | undefined, number>;
  discountReason: ColumnType<string, string | undefined, string>;
  serviceChargePaise: ColumnType<number, number | undefined, number>;
  refundedPaise: ColumnType<number, number | undefined, number>;
  cancelledAt: ColumnType<string | null, string | null | undefined, string | null>;
  cancelReason: ColumnType<string, string | undefined, string>;
  updatedAt: string;
  /** Migration 026: the advance of the booking seated at its table (paise), counted against what is due; that booking. */
  advancePaise: ColumnType<number, number | undefined, number>;
  reservationId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What of one order line a bill holds (migration 018). */
interface BillLinesTable {
  billId: string;
  lineId: string;
  orderId: string;
  quantity: number;
  /** 1, or the number of equal parts that hold the line together. */
  shareOf: ColumnType<number, number | undefined, number>;
  discountPaise: ColumnType<number, number | undefined, number>;
  discountReason: ColumnType<string, string | undefined, string>;
}

interface BillRefundsTable {
  id: string;
  billId: string;
  method: string;
  amountPaise: number;
  reason: string;
  createdAt: CreatedAt;
  createdBy: string | null;
}

/** The append-only trail (migration 018): `before` and `after` JSON; rows are never updated or deleted. */
interface AuditEntriesTable {
  id: string;
  restaurantId: string;
  kind: string;
  at: string;
  userId: string | null;
  username: string;
  device: string;
  reason: string;
  amountPaise: number;
  before: string | null;
  after: string | null;
  billId: string | null;
  orderId: string | null;
  tableId: string | null;
}

interface BillOrdersTable {
  orderId: string;
  billId: string;
}

interface BillPaymentsTable {
  id: string;
  billId: string;
  method: string;
  amountPaise: number;
  /** The cash handed over when more than `amountPaise` (migration 011); null otherwise. */
  tenderedPaise: number | null;
  /** Migration 018: a tip given with the payment, outside the bill's taxable value. */
  tipPaise: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  createdBy: string | null;
}

/** A kitchen station (migration 016): its printer when it has one, its prep-time target. */
interface StationsTable {
  id: string;
  restaurantId: string;
  name: string;
  printerHost: string | null;
  printerPort: number | null;
  /** 58 or 80 (mm); null without a printer. */
  printerPaper: number | null;
  prepMinutes: ColumnType<number, number | undefined, number>;
  position: number;
  createdAt: CreatedAt;
  updatedAt: string;
}

/** The restaurant's own category list (migration 016); no rows: the spec's eight. */
interface MenuCategoriesTable {
  restaurantId: string;
  name: string;
  stationId: string | null;
  position: number;
}

/** A ticket to print (migration 017, docs/api.md, Printing). */
export interface PrintJobsTable {
  id: string;
  restaurantId: string;
  stationId: string | null;
  orderId: string | null;
  kind: string;
  kotNumber: number | null;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  claimedBy: ColumnType<string | null, string | null | undefined, string | null>;
  claimedUntil: ColumnType<string | null, string | null | undefined, string | null>;
  /** The ticket as JSON (api/printing/tickets.ts). */
  payload: string;
  createdAt: CreatedAt;
  sentAt: ColumnType<string | null, string | null | undefined, string | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A cash drawer's shift (docs/api.md, Shifts): the Z report is written once, at close, and never changes. */
interface ShiftsTable {
  id: string;
  restaurantId: string;
  openedAt: CreatedAt;
  openedBy: string | null;
  floatPaise: number;
  /** "open" or "closed"; a partial unique index keeps one open shift per restaurant. */
  status: string;
  closedAt: string | null;
  closedBy: string | null;
  countedPaise: number | null;
  /** The Z report as JSON, written by the close. */
  zReport: string | null;
}

interface ShiftCashEntriesTable {
  id: string;
  shiftId: string;
  /** "in" or "out". */
  kind: string;
  amountPaise: number;
  reason: string;
  createdAt: CreatedAt;
  createdBy: string | null;
}

/** A party in the door's queue (migration 021); status as in shared/schemas/waitlist.ts. */
interface WaitlistEntriesTable {
  id: string;
  restaurantId: string;
  name: string;
  phone: string;
  /** The phone while the party holds its place, null after: the unique index keeps one place per phone. */
  placePhone: string | null;
  partySize: number;
  status: string;
  quotedMinMinutes: number | null;
  quotedMaxMinutes: number | null;
  tableId: string | null;
  createdAt: CreatedAt;
  notifiedAt: string | null;
  seatedAt: string | null;
  endedAt: string | null;
  updatedAt: string;
}

/** A booking (migration 021); `event` is JSON of the set menu, price per head and minimum guests, or null. */
interface ReservationsTable {
  id: string;
  restaurantId: string;
  name: string;
  phone: string;
  partySize: number;
  at: string;
  tableId: string | null;
  occasion: string | null;
  notes: string;
  event: string | null;
  status: string;
  seatedTableId: string | null;
  seatedAt: string | null;
  createdAt: CreatedAt;
  updatedAt: string;
  /** Migration 026: why it was cancelled, if staff said. */
  cancelReason: ColumnType<string, string | undefined, string>;
}

interface ReservationDepositsTable {
  id: string;
  reservationId: string;
  method: string;
  amountPaise: number;
  createdAt: CreatedAt;
  createdBy: string | null;
}

export interface Database {
  stations: StationsTable;
  menuCategories: MenuCategoriesTable;
  shifts: ShiftsTable;
  shiftCashEntries: ShiftCashEntriesTable;
  restaurants: RestaurantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  demoRequests: DemoRequestsTable;
  menuItems: MenuItemsTable;
  restaurantTables: RestaurantTablesTable;
  orders: OrdersTable;
  customers: CustomersTable;
  idempotencyKeys: IdempotencyKeysTable;
  limitWindows: LimitWindowsTable;
  serviceRequests: ServiceRequestsTable;
  restaurantSettings: RestaurantSettingsTable;
  billCounters: BillCountersTable;
  bills: BillsTable;
  billOrders: BillOrdersTable;
  billPayments: BillPaymentsTable;
  printJobs: PrintJobsTable;
  waitlistEntries: WaitlistEntriesTable;
  reservations: ReservationsTable;
  reservationDeposits: ReservationDepositsTable;
  billLines: BillLinesTable;
  billRefunds: BillRefundsTable;
  auditEntries: AuditEntriesTable;
  // Takeout and delivery (migration 023): api/db/takeout.ts.
  siteOrders: SiteOrdersTable;
  siteOrderTokens: { restaurantId: string; day: string; issued: number };
  blockedPhones: { restaurantId: string; phone: string; createdAt: string };
  // Web Push (migration 025): api/push/.
  pushKeys: { id: string; publicKey: string; privateKey: string; createdAt: string };
  pushSubscriptions: PushSubscriptionsTable;
  // Analytics' day summaries (migration 028): api/db/analytics-days.ts.
  analyticsDays: AnalyticsDaysTable;
  analyticsWatermarks: { restaurantId: string; checkedAt: string };
}

/** A guest's browser asking to hear when their order is ready or their table is (docs/api.md, Web Push). */
export interface PushSubscriptionsTable {
  id: string;
  restaurantId: string;
  siteOrderId: string | null;
  waitlistEntryId: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The guest's DinerLanguage, for the notice's words. */
  language: string;
  createdAt: string;
  /** When its one notice was claimed for sending, else null. */
  sentAt: string | null;
}

/** One closed business day's analytics figures (docs/decisions/106-analytics-day-summaries.md); JSON written only by api/db/analytics-days.ts. */
interface AnalyticsDaysTable {
  restaurantId: string;
  day: string;
  /** The restaurant's `dayEndsAt` the day was cut with: another setting makes the row stale. */
  dayEndsAt: string;
  builtAt: string;
  /** JSON: DayFigures (shared/analytics-days.ts). */
  figures: string;
  /** JSON: DayItems (shared/analytics-days.ts). */
  items: string;
}

/** A takeout or delivery order from the website or the counter (docs/api.md, Takeout and delivery). */
export interface SiteOrdersTable {
  id: string;
  restaurantId: string;
  day: string;
  token: number;
  channel: "pickup" | "delivery";
  /** The counter's step; preparing and ready are read off its kitchen order. */
  status: "placed" | "accepted" | "rejected" | "out-for-delivery" | "delivered" | "picked-up";
  payment: "upi" | "cash";
  paid: number;
  /** 1 once its kitchen order exists (accepted, and paid unless cash). */
  released: number;
  fromSite: number;
  pickupAt: string | null;
  addressLine: string;
  pincode: string;
  /** The priced lines as JSON. */
  items: string;
  itemsRupees: number;
  packagingRupees: number;
  feeRupees: number;
  totalPaise: number;
  customerName: string;
  customerPhone: string;
  reason: string;
  rider: string;
  createdAt: string;
  updatedAt: string;
  /** Migration 024: the bill made when it reached the kitchen; null before. */
  billId: string | null;
}

export type RestaurantRow = Selectable<RestaurantsTable>;
export type UserRow = Selectable<UsersTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type RestaurantTableRow = Selectable<RestaurantTablesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type BillRow = Selectable<BillsTable>;
export type StationRow = Selectable<StationsTable>;
