import { afterEach, beforeEach } from "vitest";
import { DEMO_RESTAURANT_ID, type Role } from "../../shared/constants";
import type { SessionUser } from "../../shared/schemas/auth";
import type { Customer } from "../../shared/schemas/customers";
import type { MenuItem } from "../../shared/schemas/menu";
import type { RestaurantTable } from "../../shared/schemas/tables";
import type { ServiceRequest } from "../../shared/service-requests";
import type { LocalSettings, StaffRows, StoreName } from "../data/db";
import { setSessionUser } from "../data/session";
import { staffData, wipeStaffData } from "../data/staff";

/** A signed-in staff member of the demo restaurant, for screen tests. */
export function staffUser(role: Role): SessionUser {
  return {
    id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
    username: role,
    email: `${role}@rasoi.app`,
    role,
    restaurantId: DEMO_RESTAURANT_ID,
    isOperator: false,
  };
}

/** Signs `user` in before each test of the file and wipes their local database after it. */
export function signedInEachTest(user: SessionUser): void {
  beforeEach(() => setSessionUser(user));
  afterEach(() => wipeStaffData(user.id));
}

/** Puts rows into the user's local database as a pull would have (fake-indexeddb in screen tests). */
export async function pulled<K extends StoreName>(user: SessionUser, store: K, rows: StaffRows[K][]): Promise<void> {
  const { db } = staffData(user);
  await db.table(store).bulkPut(rows);
  await db.meta.put({ key: `pulled:${store}`, value: new Date().toISOString() });
}

const AT = "2026-03-01T10:00:00.000Z";

export function menuItemRow(id: string, overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    restaurantId: DEMO_RESTAURANT_ID,
    name: "Paneer Tikka",
    description: "Charred cottage cheese",
    price: 280,
    category: "Appetizers",
    isAvailable: true,
    localName: "",
    localDescription: "",
    optionGroups: [],
    diet: null,
    stationId: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function tableRow(id: string, overrides: Partial<RestaurantTable> = {}): RestaurantTable {
  return {
    id,
    restaurantId: DEMO_RESTAURANT_ID,
    tableNumber: "1",
    capacity: 4,
    location: "Window side",
    qrCode: "qr_0123456789abcdefXYZ12345",
    isActive: true,
    createdAt: AT,
    updatedAt: AT,
    visitStartedAt: null,
    ...overrides,
  };
}

export function customerRow(id: string, overrides: Partial<Customer> = {}): Customer {
  return {
    id,
    restaurantId: DEMO_RESTAURANT_ID,
    name: "Asha Rao",
    email: "asha@example.in",
    phone: "9876501234",
    totalOrders: 3,
    totalSpent: 1250,
    firstOrderDate: "2026-01-05T12:00:00.000Z",
    lastOrderDate: "2026-03-01T12:00:00.000Z",
    notes: "",
    isActive: true,
    createdAt: AT,
    updatedAt: AT,
    noShows: 0,
    ...overrides,
  };
}

/** An open call from table 1, made just now (screens count its minutes). */
export function serviceRequestRow(id: string, overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id,
    tableId: "5e2b7c1a-9d3f-4a6b-8c2e-1f0a9b8c7d6e",
    tableNumber: "1",
    kind: "waiter",
    status: "open",
    createdAt: new Date().toISOString(),
    acknowledgedAt: null,
    doneAt: null,
    ...overrides,
  };
}

/** The bill settings row of a restaurant that has saved its settings once (unregistered, no UPI ID, the day ending at 4 am). */
export function settingsRow(restaurantId: string = DEMO_RESTAURANT_ID, overrides: Partial<LocalSettings> = {}): LocalSettings {
  return {
    id: restaurantId,
    restaurantId,
    legalName: "Spice Garden Foods",
    address: "12 MG Road",
    phone: "",
    gstin: "",
    fssaiNumber: "",
    gstMode: "unregistered",
    pricesIncludeGst: false,
    upiId: "",
    upiPayee: "",
    billFooter: "",
    paperWidth: "80mm",
    discountApprovalPercent: 10,
    serviceChargePercent: null,
    discountReasons: ["Regular"],
    dayEndsAt: "04:00",
    updatedAt: "2026-11-24T05:00:00.000Z",
    ...overrides,
  };
}
