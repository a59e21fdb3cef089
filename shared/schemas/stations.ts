import * as z from "zod/mini";
import { requiredName, uuid, wholeNumber } from "./fields";

/** What a station's printer address may be: a host name or an IPv4 address, never a URL. */
const HOSTNAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** All digits and dots reads as an address, so 999.1.1.1 is refused rather than taken as a host name. */
const isPrinterHost = (host: string) => (/^[\d.]+$/.test(host) ? IPV4.test(host) : HOSTNAME.test(host));

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const PREP_MINUTES = { min: 1, max: 240, default: 15 } as const;
export const STATION_NAME_MAX = 40;
export const CATEGORY_NAME_MAX = 40;
export const CATEGORIES_MAX = 50;

export const stationPrinter = z.object({
  host: z
    .string({ error: "Printer address is required" })
    .check(z.trim(), z.refine(isPrinterHost, { error: "Printer address must be a host name or an IPv4 address (no http://, no port)" })),
  port: wholeNumber(1, 65_535, "Printer port must be a whole number", "Printer port must be from 1 to 65535"),
  paper: z.union([z.literal(58), z.literal(80)], { error: "Paper must be 58 or 80 (mm)" }),
});
export type StationPrinter = z.infer<typeof stationPrinter>;

/** `PUT /api/stations/{id}`: a station's name, printer (null: none) and prep-time target. */
export const stationFields = z.object({
  name: requiredName(STATION_NAME_MAX, "Station name is required", "Station name"),
  printer: z._default(z.nullable(stationPrinter), null),
  prepMinutes: z._default(
    wholeNumber(
      PREP_MINUTES.min,
      PREP_MINUTES.max,
      "Prep time must be a whole number of minutes",
      "Prep time must be from 1 to 240 minutes",
    ),
    PREP_MINUTES.default,
  ),
});
export type StationFields = z.infer<typeof stationFields>;

/** `POST /api/restaurants/{id}/stations`: the fields, and a client-made id for an offline device. */
export const stationCreateInput = z.extend(stationFields, { id: z.optional(uuid()) });

export const station = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  printer: z.nullable(z.object({ host: z.string(), port: z.number(), paper: z.union([z.literal(58), z.literal(80)]) })),
  prepMinutes: z.number(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Station = z.infer<typeof station>;

/** One of the restaurant's categories and the station its dishes go to (null: the restaurant's first). */
export const menuCategory = z.object({
  name: requiredName(CATEGORY_NAME_MAX, "Category name is required", "Category name"),
  stationId: z._default(z.nullable(uuid()), null),
});
export type MenuCategoryRow = z.infer<typeof menuCategory>;

/** `PUT /api/restaurants/{id}/categories`: the whole list, in menu order, each name once (ignoring case). */
export const menuCategoriesInput = z.array(menuCategory).check(
  z.minLength(1, { error: "Keep at least one category" }),
  z.maxLength(CATEGORIES_MAX, { error: `At most ${CATEGORIES_MAX} categories` }),
  z.refine((list) => new Set(list.map((category) => category.name.toLowerCase())).size === list.length, {
    error: "Each category can be listed only once",
  }),
);

export const menuCategories = z.array(z.object({ name: z.string(), stationId: z.nullable(z.string()) }));

/** `PUT /api/orders/{orderId}/lines/{lineId}/ready`. */
export const lineReadyInput = z.object({ ready: z.boolean({ error: "ready must be true or false" }) });

/** A line's id: the order's uuid, a dot and its place (shared/order-lines.ts). */
export const orderLineParams = z.object({
  orderId: uuid(),
  lineId: z.string().check(z.regex(/^[0-9a-f-]{36}\.\d{1,4}$/i, { error: "Must be a valid line id" })),
});

/** `GET /api/stations/{id}/all-day`: what is still to make at the station, per dish and options. */
export const allDayRow = z.object({ name: z.string(), options: z.array(z.string()), quantity: z.number() });
export type AllDayRow = z.infer<typeof allDayRow>;
