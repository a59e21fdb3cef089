import { createHash, randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GST_MODES } from "../shared/billing/gst";
import { DEMO_RESTAURANT_ID, MENU_CATEGORIES, ROLES, TABLE_LOCATIONS } from "../shared/constants";
import { ORDER_STATUSES } from "../shared/order-status";
import { PAYMENT_METHODS } from "../shared/schemas/bills";
import { testConfig } from "./config";
import type { Database } from "./db/schema";
import { badBody, type FieldSpec, garbage } from "./test/fuzz-arbitraries";
import { createTestServer, DEMO_LOGINS, jsonHeaders, signInAs, type TestServer } from "./test/test-support";

interface Fixtures {
  admin: string;
  menuItemId: string;
  tableId: string;
  qrCode: string;
  orderId: string;
  customerId: string;
  dish: { id: string; name: string; price: number };
}

interface WriteEndpoint {
  name: string;
  method: "POST" | "PUT" | "DELETE";
  path: (f: Fixtures) => string;
  signedIn: boolean;
  bodies: (f: Fixtures) => fc.Arbitrary<string>;
  /** Logout takes no body, so any body is fine and it answers 204; it still must not change a row. */
  anyBodyIsValid?: boolean;
}

const required = (key: string, kind: FieldSpec["kind"]): FieldSpec => ({ key, kind, required: true });
const optional = (key: string, kind: FieldSpec["kind"]): FieldSpec => ({ key, kind, required: false });

const menuFields = [
  required("name", "string"),
  optional("description", "string"),
  required("price", "int"),
  required("category", { oneOf: MENU_CATEGORIES }),
  optional("isAvailable", "boolean"),
];
const tableFields = [required("tableNumber", "string"), optional("capacity", "int"), optional("location", { oneOf: TABLE_LOCATIONS })];
const validDish = { name: "Fuzz Paneer", description: "", price: 200, category: "Curries", isAvailable: true };
const validTable = { tableNumber: "F1", capacity: 4, location: "Corner" };
const validSettings = {
  legalName: "Fuzz Foods",
  address: "",
  phone: "",
  gstin: "27AAPFU0939F1ZV",
  fssaiNumber: "",
  gstMode: "regular-5",
  pricesIncludeGst: false,
  upiId: "",
  upiPayee: "",
  billFooter: "",
};
const settingsFields = [
  required("legalName", "string"),
  ...["address", "phone", "gstin", "fssaiNumber", "upiId", "upiPayee", "billFooter"].map((key) => optional(key, "string")),
  required("gstMode", { oneOf: GST_MODES }),
  required("pricesIncludeGst", "boolean"),
];
const validPayment = { method: "cash", amountPaise: 100 };
const paymentFields = [required("method", { oneOf: PAYMENT_METHODS }), required("amountPaise", "int")];

const ENDPOINTS: WriteEndpoint[] = [
  {
    name: "POST /api/auth/login",
    method: "POST",
    path: () => "/api/auth/login",
    signedIn: false,
    bodies: () =>
      badBody({ emailOrUsername: "admin", password: "admin123", role: "admin" }, [
        required("emailOrUsername", "string"),
        required("password", "string"),
        required("role", { oneOf: ROLES }),
      ]),
  },
  {
    name: "POST /api/auth/register",
    method: "POST",
    path: () => "/api/auth/register",
    signedIn: false,
    bodies: () =>
      badBody({ username: "fuzzer", email: "fuzzer@example.in", password: "password123", role: "waiter" }, [
        required("username", "string"),
        required("email", "string"),
        required("password", "string"),
        optional("role", { oneOf: ROLES }),
      ]),
  },
  {
    name: "POST /api/auth/logout",
    method: "POST",
    path: () => "/api/auth/logout",
    signedIn: false,
    bodies: () => garbage,
    anyBodyIsValid: true,
  },
  {
    name: "POST /api/demo-requests",
    method: "POST",
    path: () => "/api/demo-requests",
    signedIn: false,
    bodies: () =>
      badBody({ name: "Ravi", email: "ravi@example.in", phone: "9876543210", restaurantName: "Dosa Hut", message: "" }, [
        required("name", "string"),
        required("email", "string"),
        required("phone", "string"),
        required("restaurantName", "string"),
        optional("message", "string"),
        optional("id", "string"),
      ]),
  },
  {
    name: "POST menu",
    method: "POST",
    path: () => `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`,
    signedIn: true,
    bodies: () => badBody(validDish, [...menuFields, optional("id", "string")]),
  },
  {
    name: "PUT menu item",
    method: "PUT",
    path: (f) => `/api/menu-items/${f.menuItemId}`,
    signedIn: true,
    bodies: () => badBody(validDish, menuFields),
  },
  {
    name: "POST tables",
    method: "POST",
    path: () => `/api/restaurants/${DEMO_RESTAURANT_ID}/tables`,
    signedIn: true,
    bodies: () => badBody(validTable, [...tableFields, optional("id", "string")]),
  },
  {
    name: "PUT table",
    method: "PUT",
    path: (f) => `/api/tables/${f.tableId}`,
    signedIn: true,
    bodies: () => badBody(validTable, tableFields),
  },
  {
    name: "PUT order status",
    method: "PUT",
    path: (f) => `/api/orders/${f.orderId}/status`,
    signedIn: true,
    bodies: () => badBody({ status: "confirmed" }, [required("status", { oneOf: ORDER_STATUSES })]),
  },
  {
    name: "PUT customer notes",
    method: "PUT",
    path: (f) => `/api/customers/${f.customerId}/notes`,
    signedIn: true,
    bodies: () => badBody({ notes: "Regular" }, [{ ...required("notes", "string"), nullable: true }]),
  },
  // Bills (issue 20).
  {
    name: "PUT settings",
    method: "PUT",
    path: () => `/api/restaurants/${DEMO_RESTAURANT_ID}/settings`,
    signedIn: true,
    bodies: () => badBody(validSettings, settingsFields),
  },
  {
    name: "POST bills",
    method: "POST",
    path: () => `/api/restaurants/${DEMO_RESTAURANT_ID}/bills`,
    signedIn: true,
    bodies: (f) => badBody({ tableId: f.tableId }, [required("tableId", "string")]),
  },
  {
    name: "POST payments",
    method: "POST",
    path: () => `/api/bills/${randomUUID()}/payments`,
    signedIn: true,
    bodies: () => badBody(validPayment, paymentFields),
  },
  {
    name: "POST qr order",
    method: "POST",
    path: (f) => `/api/qr/${f.qrCode}/order`,
    signedIn: false,
    bodies: (f) =>
      badBody(
        {
          customerName: "Asha",
          customerPhone: "9876501234",
          customerEmail: "asha@example.in",
          specialInstructions: null,
          items: [{ ...f.dish, quantity: 1 }],
          totalAmount: f.dish.price,
        },
        [
          required("customerName", "string"),
          required("customerPhone", "string"),
          required("customerEmail", "string"),
          optional("specialInstructions", "string"),
          required("items", "array"),
          required("totalAmount", "int"),
        ],
      ),
  },
];

/** Routes whose path names a row: a segment that is not a known id must be a 4xx too. */
const ID_ROUTES: { method: "POST" | "PUT" | "DELETE"; path: (id: string) => string; body?: unknown }[] = [
  { method: "PUT", path: (id) => `/api/menu-items/${id}`, body: validDish },
  { method: "DELETE", path: (id) => `/api/menu-items/${id}` },
  { method: "PUT", path: (id) => `/api/tables/${id}`, body: validTable },
  { method: "DELETE", path: (id) => `/api/tables/${id}` },
  { method: "PUT", path: (id) => `/api/orders/${id}/status`, body: { status: "confirmed" } },
  { method: "PUT", path: (id) => `/api/customers/${id}/notes`, body: { notes: "x" } },
  { method: "POST", path: (id) => `/api/bills/${id}/payments`, body: validPayment },
];

const TABLES: (keyof Database)[] = [
  "restaurants",
  "users",
  "sessions",
  "demoRequests",
  "menuItems",
  "restaurantTables",
  "orders",
  "customers",
  "idempotencyKeys",
  "restaurantSettings",
  "billCounters",
  "bills",
  "billOrders",
  "billPayments",
];
const RUNS = 40;

let server: TestServer;
let fixtures: Fixtures;

/** Every row of every table, hashed: any insert, update or delete changes it. */
async function checksum(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of TABLES) {
    const rows = await server.db.selectFrom(table).selectAll().execute();
    hash.update(
      `${table}:${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join("\n")}\n`,
    );
  }
  return hash.digest("hex");
}

const firstId = async (table: "menuItems" | "restaurantTables" | "orders" | "customers") =>
  (await server.db.selectFrom(table).select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).orderBy("id").executeTakeFirstOrThrow())
    .id;

beforeAll(async () => {
  server = await createTestServer({ rateLimit: { ...testConfig().rateLimit, enabled: false } });
  const admin = await signInAs(server.app, DEMO_LOGINS.admin);
  const table = await server.db
    .selectFrom("restaurantTables")
    .select(["id", "qrCode"])
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const dish = await server.db
    .selectFrom("menuItems")
    .select(["id", "name", "price"])
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("isAvailable", "=", 1)
    .executeTakeFirstOrThrow();
  fixtures = {
    admin,
    menuItemId: await firstId("menuItems"),
    tableId: table.id,
    qrCode: table.qrCode,
    orderId: await firstId("orders"),
    customerId: await firstId("customers"),
    dish,
  };
});

afterAll(() => server.close());

async function sendRaw(method: string, path: string, body: string, cookie?: string): Promise<number> {
  const headers = jsonHeaders(cookie, { "Idempotency-Key": randomUUID() });
  const response = await server.app.request(path, { method, headers, ...(body === "" ? {} : { body }) });
  return response.status;
}

describe("random and near-miss bodies on every write endpoint", () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))("%s: a 4xx and no row changed", async (_name, endpoint) => {
    const before = await checksum();
    await fc.assert(
      fc.asyncProperty(endpoint.bodies(fixtures), async (body) => {
        const status = await sendRaw(endpoint.method, endpoint.path(fixtures), body, endpoint.signedIn ? fixtures.admin : undefined);
        if (endpoint.anyBodyIsValid) expect(status).toBeLessThan(500);
        else expect({ status, clientError: status >= 400 && status < 500 }).toEqual({ status, clientError: true });
        expect(await checksum()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("random ids in paths", () => {
  it.each(ID_ROUTES.map((route) => [route.method, route.path(":id"), route] as const))(
    "%s %s: a 4xx and no row changed",
    async (_method, _path, route) => {
      const before = await checksum();
      const ids = fc.oneof(fc.uuid(), fc.string({ minLength: 1 }).map(encodeURIComponent));
      await fc.assert(
        fc.asyncProperty(ids, async (id) => {
          const status = await sendRaw(
            route.method,
            route.path(id),
            route.body === undefined ? "" : JSON.stringify(route.body),
            fixtures.admin,
          );
          expect({ status, clientError: status >= 400 && status < 500 }).toEqual({ status, clientError: true });
          expect(await checksum()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
