import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ConflictKind, ORDER_CONFLICT, retryCanSucceed } from "../../shared/refusals";
import { UNCHANGED_BILL } from "../../shared/schemas/bills";
import { menuItemFields } from "../../shared/schemas/menu";
import { orderRow } from "../test/fixtures";
import { menuItemRow, tableRow } from "../test/staffSession";
import type { Rejection, StaffRows, StoreName } from "./db";
import { erasedMutators, type MutatorArgs, type MutatorName } from "./mutators";
import { rejectedChange } from "./rejected";

const TABLE = "00000000-0000-4000-8000-0000000000a3";
const ORDER = "00000000-0000-4000-8000-0000000000e5";
const DISH = "00000000-0000-4000-8000-0000000000d1";
const BILL = "00000000-0000-4000-8000-0000000000b7";

function refused<N extends MutatorName>(name: N, args: MutatorArgs<N>, status: number, message = "", code?: string): Rejection {
  const mutator = erasedMutators[name];
  return {
    id: `r-${name}`,
    seq: 1,
    name,
    args,
    createdAt: "2026-03-01T13:05:00.000Z",
    store: mutator.store,
    rowId: mutator.rowId(args),
    status,
    message,
    ...(code === undefined ? {} : { code }),
    rejectedAt: "2026-03-01T13:06:00.000Z",
  };
}

const waiterOrder = {
  id: ORDER,
  tableId: TABLE,
  tableNumber: "3",
  takenBy: "waiter",
  items: [{ id: DISH, name: "Paneer Tikka", price: 280, quantity: 2 }],
  totalAmount: 560,
  specialInstructions: null,
  customerName: "",
  customerPhone: "",
  customerEmail: "",
} satisfies MutatorArgs<"placeStaffOrder">;

const line = ({ failed, reason }: { failed: string; reason: string }) => `${failed}: ${reason}`;

const renameTo5 = { id: TABLE, tableNumber: "5", capacity: 4, location: null } satisfies MutatorArgs<"updateTable">;
const table3 = tableRow(TABLE, { tableNumber: "3" });
// The shared schema fills in the fields a dish leaves to their defaults.
const dish = { ...menuItemFields.parse({ name: "Paneer Tikka Masala", price: 280, category: "Curries" }), id: DISH };

describe("a refused change in the restaurant's words", () => {
  it("a rename to a number another table has: what, on which table, why, where to fix it, and no Retry", () => {
    const change = rejectedChange(refused("updateTable", renameTo5, 409, "Table 5 already exists"), table3);
    expect(line(change)).toBe("Table 3 could not be renamed: table 5 already exists");
    expect(change.hint).toBe("Choose another number in Table Management.");
    expect(change.retryable).toBe(false);
  });

  it("a new table with a taken number, and a change that keeps the number, say so", () => {
    expect(line(rejectedChange(refused("addTable", renameTo5, 409, "Table 5 already exists"), undefined))).toBe(
      "Table 5 could not be added: table 5 already exists",
    );
    const capacity = rejectedChange(
      refused("updateTable", { ...renameTo5, tableNumber: "3" }, 400, "Capacity must be between 1 and 20"),
      table3,
    );
    expect(line(capacity)).toBe("Table 3 could not be changed: Capacity must be between 1 and 20");
    expect(capacity.retryable).toBe(false);
  });

  it("a row deleted meanwhile (404) is named from the change and has no Retry", () => {
    const gone = rejectedChange(refused("updateTable", renameTo5, 404, "Table not found"), undefined);
    expect(line(gone)).toBe("Table 5 could not be changed: it no longer exists");
    expect(gone.retryable).toBe(false);
    expect(line(rejectedChange(refused("deleteMenuItem", { id: DISH }, 404, "Menu item not found"), undefined))).toBe(
      "A menu item could not be deleted: it no longer exists",
    );
  });

  it("403 asks the admin and has no Retry", () => {
    const change = rejectedChange(refused("deleteTable", { id: TABLE }, 403, "You do not have access to this"), table3);
    expect(line(change)).toBe("Table 3 could not be deleted: this account may not make this change");
    expect(change.hint).toBe("Ask the restaurant's admin to make it.");
    expect(change.retryable).toBe(false);
  });

  it("an order's step another tablet may make possible: named by its table, told from the local copy, with Retry", () => {
    const change = rejectedChange(
      refused("advanceOrder", { orderId: ORDER, status: "preparing" }, 409, "An order moves one step at a time: this one is pending"),
      orderRow(ORDER, { table: { tableNumber: "4" } }),
    );
    expect(line(change)).toBe(
      "The order for table 4 could not move to Preparing: it is at New Order now, and an order moves one step at a time",
    );
    expect(change.retryable).toBe(true);
    // Without a local copy the server's own words stay.
    expect(
      line(rejectedChange(refused("advanceOrder", { orderId: ORDER, status: "preparing" }, 409, "Moves one step at a time"), undefined)),
    ).toBe("Order 000000e5 could not move to Preparing: Moves one step at a time");
  });

  it("a payment on a paid bill is refused for good; a sold-out dish on a waiter's order may come back", () => {
    const payment = rejectedChange(
      refused("recordPayment", { billId: BILL, method: "upi", amountPaise: 25050 }, 409, "Bill B-7 is already paid"),
      {
        id: BILL,
        number: "B-7",
        restaurantId: "r",
        tableId: null,
        tableNumber: "3",
        createdAt: "2026-03-01T13:00:00.000Z",
        orderIds: [],
        lines: [],
        subtotalPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        roundOffPaise: 0,
        totalPaise: 25050,
        paidPaise: 25050,
        status: "paid",
        upiLink: null,
        ...UNCHANGED_BILL,
      },
    );
    expect(line(payment)).toBe("The UPI payment of ₹250.50 on bill B-7 could not be recorded: Bill B-7 is already paid");
    expect(payment.retryable).toBe(false);

    const soldOut = rejectedChange(
      refused("placeStaffOrder", waiterOrder, 409, "Paneer Tikka is no longer available", ORDER_CONFLICT.soldOut),
      undefined,
    );
    expect(line(soldOut)).toBe("The order for table 3 (2 items) could not be sent to the kitchen: Paneer Tikka is no longer available");
    expect(soldOut.retryable).toBe(true);
  });

  it("a waiter's order refused for changed prices or a dish gone offers no Retry; sold out or a closed table does", () => {
    const retryable = (code: string | undefined) =>
      rejectedChange(refused("placeStaffOrder", waiterOrder, 409, "refused", code), undefined).retryable;
    expect(retryable(ORDER_CONFLICT.pricesChanged)).toBe(false);
    expect(retryable(ORDER_CONFLICT.dishGone)).toBe(false);
    expect(retryable(ORDER_CONFLICT.soldOut)).toBe(true);
    expect(retryable(ORDER_CONFLICT.tableClosed)).toBe(true);
    // A 409 whose cause this version does not know may pass: Retry stays, Discard is always there.
    expect(retryable(undefined)).toBe(true);
    expect(retryable("something-new")).toBe(true);
  });

  it("a dish renamed meanwhile is named as the local copy has it; an empty message still says why", () => {
    const change = rejectedChange(refused("updateMenuItem", dish, 400, ""), menuItemRow(DISH, { name: "Paneer Tikka" }));
    expect(line(change)).toBe("Paneer Tikka could not be changed: the server refused it (400)");
  });
});

/** One sample of every mutator's arguments, and a local row of its store. */
const SAMPLES: { [N in MutatorName]: [MutatorArgs<N>, StaffRows[StoreName] | undefined] } = {
  advanceOrder: [{ orderId: ORDER, status: "confirmed" }, orderRow(ORDER)],
  markOrderReady: [{ orderId: ORDER, ready: true }, orderRow(ORDER)],
  addMenuItem: [dish, undefined],
  updateMenuItem: [dish, menuItemRow(DISH)],
  setMenuItemAvailability: [{ id: DISH, isAvailable: false, name: "Paneer Tikka" }, menuItemRow(DISH)],
  deleteMenuItem: [{ id: DISH }, undefined],
  addTable: [renameTo5, undefined],
  updateTable: [renameTo5, table3],
  deleteTable: [{ id: TABLE }, table3],
  clearTable: [{ tableId: TABLE }, table3],
  saveCustomerNotes: [{ customerId: DISH, notes: "Likes it mild" }, undefined],
  placeStaffOrder: [
    {
      id: ORDER,
      tableId: TABLE,
      tableNumber: "3",
      takenBy: "waiter",
      items: [{ id: DISH, name: "Chai", price: 40, quantity: 1 }],
      totalAmount: 40,
      specialInstructions: null,
      customerName: "",
      customerPhone: "",
      customerEmail: "",
    },
    undefined,
  ],
  answerServiceRequest: [{ id: TABLE, status: "done" }, undefined],
  saveRestaurantSettings: [
    {
      restaurantId: TABLE,
      settings: {
        legalName: "Spice Garden",
        address: "",
        phone: "",
        gstin: "",
        fssaiNumber: "",
        gstMode: "unregistered",
        pricesIncludeGst: true,
        upiId: "",
        upiPayee: "",
        billFooter: "",
        paperWidth: "80mm",
        dayEndsAt: "04:00",
        discountApprovalPercent: 10,
        serviceChargePercent: null,
        discountReasons: [],
      },
    },
    undefined,
  ],
  recordPayment: [{ billId: BILL, method: "cash", amountPaise: 100 }, undefined],
  addStation: [{ id: TABLE, name: "Tandoor", printer: null, prepMinutes: 15 }, undefined],
  updateStation: [{ id: TABLE, name: "Tandoor", printer: { host: "192.168.1.50", port: 9100, paper: 80 }, prepMinutes: 12 }, undefined],
  deleteStation: [{ id: TABLE }, undefined],
  saveCategories: [{ categories: [{ name: "Tandoor", stationId: null }] }, undefined],
  markLineReady: [{ orderId: ORDER, lineId: `${ORDER}.1`, ready: false }, orderRow(ORDER)],
  notifyGuest: [{ id: ORDER }, undefined],
  seatGuest: [{ id: ORDER, tableId: TABLE }, undefined],
  markNoShow: [{ id: ORDER }, undefined],
  removeGuest: [{ id: ORDER }, undefined],
  confirmReservation: [{ id: ORDER }, undefined],
  cancelReservation: [{ id: ORDER, reason: "Plans changed" }, undefined],
  markReservationNoShow: [{ id: ORDER }, undefined],
  seatReservation: [{ id: ORDER, tableId: TABLE }, undefined],
  recordDeposit: [{ id: ORDER, method: "upi", amountPaise: 200_000 }, undefined],
  voidOrderLine: [{ orderId: ORDER, lineId: `${ORDER}.1`, quantity: 1, reason: "Guest changed their mind" }, orderRow(ORDER)],
  moveTable: [{ fromTableId: TABLE, toTableId: DISH, fromNumber: "2", toNumber: "5", orderIds: [ORDER] }, table3],
  mergeTables: [{ fromTableId: DISH, toTableId: TABLE, fromNumber: "5", toNumber: "3", orderIds: [ORDER] }, table3],
  moveOrderLine: [
    { orderId: ORDER, lineId: `${ORDER}.1`, toTableId: TABLE, quantity: 1, newOrderId: DISH, toNumber: "5", reason: "" },
    orderRow(ORDER),
  ],
};

describe("every mutator's words for any refusal", () => {
  it("name the change and a reason, never a raw undefined, and offer Retry exactly where the shared rule says", () => {
    const names = Object.keys(SAMPLES) as MutatorName[];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.integer({ min: 400, max: 599 }),
        fc.string(),
        fc.option(fc.oneof(fc.constantFrom(...Object.values(ORDER_CONFLICT)), fc.string()), { nil: undefined }),
        (name, status, message, code) => {
          const [args, local] = SAMPLES[name];
          const change = rejectedChange(refused(name, args as never, status, message, code), local);
          expect(change.failed).toMatch(/could not be|could not move/);
          expect(change.reason.trim()).not.toBe("");
          expect(change.failed).not.toMatch(/undefined|null|\[object/);
          const { conflicts = "passing" } = erasedMutators[name];
          const kind: ConflictKind = typeof conflicts === "function" ? conflicts({ status, message, code }) : conflicts;
          expect(change.retryable).toBe(retryCanSucceed(status, kind));
        },
      ),
    );
  });
});
