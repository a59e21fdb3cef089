import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import { createTestServer, jsonHeaders, signInDemoStaff, type TestServer } from "../test/test-support";

/**
 * Every endpoint of the app, as the spec, the web app and devices already in use call it: a route
 * that moves to another URL while the routers are rearranged fails here, by name. A new endpoint is
 * added to this list on purpose (and to docs/api.md).
 */
const ENDPOINTS = [
  "DELETE /api/invitations/:id",
  "DELETE /api/menu-items/:id",
  "DELETE /api/stations/:id",
  "DELETE /api/tables/:id",
  "DELETE /api/tables/:id/order-limit",
  "GET /api/auth/invitations/:token",
  "GET /api/auth/me",
  "GET /api/bills/:id",
  "GET /api/bills/:id/receipt",
  "GET /api/demo-requests",
  "GET /api/print-jobs/:id/ticket",
  "GET /api/qr/:qrCode",
  "GET /api/qr/:qrCode/bill",
  "GET /api/qr/:qrCode/events",
  "GET /api/qr/:qrCode/orders/:orderId",
  "GET /api/qr/:qrCode/requests",
  "GET /api/restaurants",
  "GET /api/restaurants/:restaurantId/bills",
  "GET /api/restaurants/:restaurantId/categories",
  "GET /api/restaurants/:restaurantId/customers",
  "GET /api/restaurants/:restaurantId/events",
  "GET /api/restaurants/:restaurantId/invitations",
  "GET /api/restaurants/:restaurantId/menu",
  "GET /api/restaurants/:restaurantId/menu-language",
  "GET /api/restaurants/:restaurantId/orders",
  "GET /api/restaurants/:restaurantId/print-jobs",
  "GET /api/restaurants/:restaurantId/printers",
  "GET /api/restaurants/:restaurantId/reports/day",
  "GET /api/restaurants/:restaurantId/requests",
  "GET /api/restaurants/:restaurantId/settings",
  "GET /api/restaurants/:restaurantId/staff",
  "GET /api/restaurants/:restaurantId/stations",
  "GET /api/restaurants/:restaurantId/tables",
  "GET /api/site",
  "GET /api/stations/:id/all-day",
  "PATCH /api/menu-items/:id",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/auth/register",
  "POST /api/bills/:id/payments",
  "POST /api/demo-requests",
  "POST /api/print-jobs/:id/printed",
  "POST /api/print-jobs/:id/reprint",
  "POST /api/orders/:orderId/lines/:lineId/move",
  "POST /api/qr/:qrCode/order",
  "POST /api/qr/:qrCode/requests",
  "POST /api/restaurants/:restaurantId/bills",
  "POST /api/restaurants/:restaurantId/invitations",
  "POST /api/restaurants/:restaurantId/menu",
  "POST /api/restaurants/:restaurantId/orders",
  "POST /api/restaurants/:restaurantId/stations",
  "POST /api/restaurants/:restaurantId/tables",
  "POST /api/restaurants/:restaurantId/tables/:tableId/clear",
  "POST /api/stations/:id/test-print",
  "POST /api/restaurants/:restaurantId/tables/:tableId/merge",
  "POST /api/restaurants/:restaurantId/tables/:tableId/move",
  "PUT /api/customers/:customerId/notes",
  "PUT /api/menu-items/:id",
  "PUT /api/orders/:orderId/lines/:lineId/ready",
  "PUT /api/orders/:orderId/ready",
  "PUT /api/orders/:orderId/status",
  "PUT /api/restaurants/:id/status",
  "PUT /api/restaurants/:restaurantId/categories",
  "PUT /api/restaurants/:restaurantId/menu-language",
  "PUT /api/restaurants/:restaurantId/settings",
  "PUT /api/service-requests/:id",
  "PUT /api/stations/:id",
  "PUT /api/tables/:id",
  "PUT /api/users/:id/status",
  // Website and photos (docs/api.md).
  "GET /",
  "GET /r/:slug",
  "GET /sitemap.xml",
  "GET /robots.txt",
  "GET /photos/:name",
  "GET /api/site/:slug",
  "POST /api/menu-items/:id/photo",
  "DELETE /api/menu-items/:id/photo",
  "POST /api/restaurants/:restaurantId/photo",
  "DELETE /api/restaurants/:restaurantId/photo",
  // The owner's view (docs/api.md, Shifts, GST summary, analytics and outlets).
  "GET /api/restaurants/:restaurantId/shifts",
  "GET /api/restaurants/:restaurantId/gst-summary",
  "GET /api/restaurants/:restaurantId/analytics/:view",
  "GET /api/owner/outlets",
  "POST /api/owner/outlets",
  "POST /api/owner/outlets/:restaurantId/menu-copy",
  "GET /api/owner/gst-summary",
  "GET /api/owner/analytics/:view",
  "GET /api/shifts/:id/report",
  "POST /api/restaurants/:restaurantId/shifts",
  "POST /api/shifts/:id/cash",
  "POST /api/shifts/:id/close",
  // The door's queue (docs/api.md, Waitlist and reservations).
  "DELETE /api/waitlist/:id",
  "GET /api/restaurants/:restaurantId/waitlist",
  "GET /api/restaurants/:restaurantId/reports/waits",
  "GET /api/waitlist/:id",
  "GET /api/waitlist/:id/events",
  "POST /api/site/:slug/waitlist",
  "POST /api/waitlist/:id/no-show",
  "POST /api/waitlist/:id/notify",
  "POST /api/waitlist/:id/seat",
  "GET /api/restaurants/:restaurantId/reservations",
  "POST /api/restaurants/:restaurantId/reservations",
  "POST /api/site/:slug/reservations",
  "GET /api/reservations/:id/calendar.ics",
  "POST /api/reservations/:id/seat",
  "POST /api/reservations/:id/deposits",
  // A booking's moves (h/bookapi).
  "POST /api/reservations/:id/confirm",
  "POST /api/reservations/:id/cancel",
  "POST /api/reservations/:id/no-show",
  // Issue 30, bills (h/bills).
  "GET /api/restaurants/:restaurantId/audit",
  "POST /api/bills/:id/cancel",
  "POST /api/bills/:id/refunds",
  "POST /api/bills/:id/split",
  "POST /api/orders/:orderId/lines/:lineId/void",
  "PUT /api/users/me/pin",
  // Outlets in the web app (docs/decisions/108-owner-switches-outlet.md).
  "POST /api/owner/outlets/:restaurantId/switch",
];

/** Takeout and delivery (docs/api.md, Takeout and delivery). */
const TAKEOUT_ENDPOINTS = [
  "DELETE /api/blocked-phones/:phone",
  "DELETE /api/online-settings/close-today",
  "GET /api/blocked-phones",
  "GET /api/online-orders",
  "GET /api/online-settings",
  "GET /api/site-orders/:id",
  "GET /api/site-orders/:id/events",
  "POST /api/blocked-phones",
  "POST /api/online-orders",
  "POST /api/online-orders/:id/accept",
  "POST /api/online-orders/:id/delivered",
  "POST /api/online-orders/:id/out-for-delivery",
  "POST /api/online-orders/:id/paid",
  "POST /api/online-orders/:id/picked-up",
  "POST /api/online-orders/:id/ready",
  "POST /api/online-orders/:id/reject",
  "POST /api/online-settings/close-today",
  "POST /api/site/:slug/orders",
  "PUT /api/menu-items/:id/packaging",
  "PUT /api/online-settings",
];

/** Web Push (docs/api.md, Web Push). */
const PUSH_ENDPOINTS = ["GET /api/push/key", "POST /api/site-orders/:id/push", "POST /api/waitlist/:id/push"];

const RESTAURANT_PREFIX = "/api/restaurants/:restaurantId/";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const endpointsOf = (routes: readonly { method: string; path: string }[]) =>
  [...new Set(routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`))].sort();

describe("the app's endpoints", () => {
  it("are exactly the checked-in list, method and path", () => {
    // Sorted here, so each area's block can sit at the end of the list.
    expect(endpointsOf(server.app.routes)).toEqual([...ENDPOINTS, ...TAKEOUT_ENDPOINTS, ...PUSH_ENDPOINTS].sort());
  });

  const ownRestaurant = ENDPOINTS.filter((endpoint) => endpoint.split(" ")[1]?.startsWith(RESTAURANT_PREFIX));

  it("under /api/restaurants/:restaurantId/ all ask for a session, then for the caller's own restaurant", async () => {
    const { otherAdmin } = await signInDemoStaff(server.app);
    const statuses = async (cookie?: string) => {
      const seen: string[] = [];
      for (const endpoint of ownRestaurant) {
        const [method = "", path = ""] = endpoint.split(" ");
        const url = path.replace(":restaurantId", DEMO_RESTAURANT_ID);
        const response = await server.app.request(url, { method, headers: jsonHeaders(cookie), body: method === "GET" ? undefined : "{}" });
        seen.push(`${endpoint} ${response.status}`);
      }
      return seen;
    };
    expect(ownRestaurant).toHaveLength(39);
    expect(await statuses()).toEqual(ownRestaurant.map((endpoint) => `${endpoint} 401`));
    expect(await statuses(otherAdmin)).toEqual(ownRestaurant.map((endpoint) => `${endpoint} 403`));
  });
});
