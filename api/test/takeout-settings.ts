import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { OnlineSettings } from "../../shared/schemas/takeout";
import type { Db } from "../db/connection";
import type { MenuItemRow } from "../db/schema";

/** Open all day every day, so a test's order is never refused for the hour. */
export const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "00:00", close: "00:00" }));

/** A restaurant taking pickup and delivery (411001, ₹40, ₹200 minimum), UPI and cash, ₹10 packaging per order. */
export const TEST_ONLINE: OnlineSettings = {
  pickup: true,
  delivery: true,
  cash: true,
  autoAccept: false,
  open: true,
  packagingPerOrderRupees: 10,
  zones: [{ pincode: "411001", feeRupees: 40, minimumRupees: 200 }],
};

/** The demo restaurant's first available dish without options, by name. */
export function plainDish(db: Db): Promise<MenuItemRow> {
  return db
    .selectFrom("menuItems")
    .selectAll()
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("isAvailable", "=", 1)
    .where("optionGroups", "=", "[]")
    .orderBy("name")
    .executeTakeFirstOrThrow();
}
