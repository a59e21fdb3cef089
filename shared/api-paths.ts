/**
 * The staff data's URLs, spelled once: the server's routes declare these patterns (under `/api`) and the
 * data layer's pulls and mutators fill them in with `apiPath`. See docs/sync.md (adding a list).
 */
export const API_PATHS = {
  orders: "/restaurants/:restaurantId/orders",
  orderStatus: "/orders/:orderId/status",
  menuItems: "/restaurants/:restaurantId/menu",
  menuItem: "/menu-items/:id",
  tables: "/restaurants/:restaurantId/tables",
  table: "/tables/:id",
  customers: "/restaurants/:restaurantId/customers",
  customerNotes: "/customers/:customerId/notes",
  serviceRequests: "/restaurants/:restaurantId/requests",
  serviceRequest: "/service-requests/:id",
  bills: "/restaurants/:restaurantId/bills",
  billPayments: "/bills/:id/payments",
  settings: "/restaurants/:restaurantId/settings",
  events: "/restaurants/:restaurantId/events",
  // Stations (docs/api.md, Stations).
  stations: "/restaurants/:restaurantId/stations",
  station: "/stations/:id",
  stationAllDay: "/stations/:id/all-day",
  categories: "/restaurants/:restaurantId/categories",
  orderLineReady: "/orders/:orderId/lines/:lineId/ready",
  // Printing (docs/api.md, Printing).
  printJobs: "/restaurants/:restaurantId/print-jobs",
  printers: "/restaurants/:restaurantId/printers",
  printJobReprint: "/print-jobs/:id/reprint",
  printJobPrinted: "/print-jobs/:id/printed",
  printJobTicket: "/print-jobs/:id/ticket",
  stationTestPrint: "/stations/:id/test-print",
  // The owner's view (docs/api.md, Shifts, GST summary, analytics and outlets).
  shifts: "/restaurants/:restaurantId/shifts",
  shiftCash: "/shifts/:id/cash",
  shiftReport: "/shifts/:id/report",
  shiftClose: "/shifts/:id/close",
  gstSummary: "/restaurants/:restaurantId/gst-summary",
  ownerOutlets: "/owner/outlets",
  // End of the owner's view.
  // Outlets in the web app (docs/api.md, Shifts, GST summary, analytics and outlets): the owner's switch.
  ownerOutletSwitch: "/owner/outlets/:restaurantId/switch",
  // The door's queue and bookings (docs/api.md, Waitlist and reservations).
  waitlist: "/restaurants/:restaurantId/waitlist",
  waitlistEntry: "/waitlist/:id",
  waitlistNotify: "/waitlist/:id/notify",
  waitlistSeat: "/waitlist/:id/seat",
  waitlistNoShow: "/waitlist/:id/no-show",
  waitReport: "/restaurants/:restaurantId/reports/waits",
  reservations: "/restaurants/:restaurantId/reservations",
  reservationCalendar: "/reservations/:id/calendar.ics",
  reservationSeat: "/reservations/:id/seat",
  reservationDeposits: "/reservations/:id/deposits",
  // A booking's moves on the host stand (docs/api.md, Waitlist and reservations).
  reservationConfirm: "/reservations/:id/confirm",
  reservationCancel: "/reservations/:id/cancel",
  reservationNoShow: "/reservations/:id/no-show",
  // End of a booking's moves.
  /** Moves and merges (docs/api.md, Moves and merges). */
  tableMove: "/restaurants/:restaurantId/tables/:tableId/move",
  tableMerge: "/restaurants/:restaurantId/tables/:tableId/merge",
  lineMove: "/orders/:orderId/lines/:lineId/move",
  // Web Push (docs/api.md, Web Push).
  pushKey: "/push/key",
  siteOrderPush: "/site-orders/:id/push",
  waitlistPush: "/waitlist/:id/push",
  // End of Web Push.
  /** The platform's lists, each its own router's mount point. */
  restaurants: "/restaurants",
  demoRequests: "/demo-requests",
} as const;

const RESTAURANT = "/restaurants/:restaurantId";

/**
 * A restaurant's pattern as its router declares it, mounted at `/restaurants/:restaurantId`
 * (api/routes/restaurant.ts): `inRestaurant(API_PATHS.orders)` is "/orders".
 */
export function inRestaurant<Pattern extends `${typeof RESTAURANT}/${string}`>(pattern: Pattern): string {
  return pattern.slice(RESTAURANT.length);
}

/** The `:name` parameters of a route pattern, each a string to fill in. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The request path for `pattern` with its parameters filled in (encoded): `apiPath(API_PATHS.table, { id })`. */
export function apiPath<Pattern extends string>(pattern: Pattern, params: PathParams<Pattern>): string {
  const values: Record<string, string> = params;
  return `/api${pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${pattern} needs ${name}`);
    return encodeURIComponent(value);
  })}`;
}
