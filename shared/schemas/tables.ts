import * as z from "zod/mini";
import { TABLE_CAPACITY, TABLE_LOCATIONS } from "../constants";
import { requiredName, uuid, wholeNumber } from "./fields";

const CAPACITY_MESSAGE = `Capacity must be between ${TABLE_CAPACITY.min} and ${TABLE_CAPACITY.max}`;

export const tableFields = z.object({
  tableNumber: requiredName(20, "Table number is required", "Table number"),
  capacity: z._default(wholeNumber(TABLE_CAPACITY.min, TABLE_CAPACITY.max, CAPACITY_MESSAGE, CAPACITY_MESSAGE), TABLE_CAPACITY.default),
  location: z._default(
    z.pipe(
      z.nullish(z.union([z.enum(TABLE_LOCATIONS), z.literal("")], { error: "Please choose a location from the list" })),
      z.transform((value) => value || null),
    ),
    null,
  ),
});
export type TableFields = z.infer<typeof tableFields>;

export const tableCreateInput = z.extend(tableFields, { id: z.optional(uuid()) });

export const restaurantTable = z.object({
  id: z.string(),
  restaurantId: z.string(),
  tableNumber: z.string(),
  capacity: z.number(),
  location: z.nullable(z.string()),
  qrCode: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the party now at the table began (docs/billing.md, A table's visit); null before the first visit ended. */
  visitStartedAt: z.nullable(z.string()),
  /** When a host seated a party here (docs/api.md, Waitlist and reservations): occupied while at or after `visitStartedAt`. */
  seatedAt: z.optional(z.nullable(z.string())),
});
export type RestaurantTable = z.infer<typeof restaurantTable>;
