import { GST_MODES, gstOnTopOf } from "../../shared/billing/gst";
import { DEFAULT_MENU_LANGUAGE, isMenuLanguage } from "../../shared/languages";
import { sortMenu } from "../../shared/menu-order";
import type { DinerMenuItem, QrLookup } from "../../shared/schemas/qr";
import { type RoutedDishColumns, toDish } from "../db/menu-items";
import type { Change } from "../live/change-feed";
import { CachedAnswer, SharedStart } from "./cached-answer";

/** Everything the QR endpoints need of one table, read once and kept until a write changes it. */
export class QrPlace {
  #answer: CachedAnswer | null = null;

  constructor(
    readonly tableId: string,
    readonly tableNumber: string,
    readonly restaurantId: string,
    /** The restaurant's menu in menu order, as the diner sees it. */
    readonly menu: DinerMenuItem[],
    readonly lookup: QrLookup,
    /** The station that makes each dish, by dish id: kept beside the menu, never in the diner's answer. */
    readonly stationOf: ReadonlyMap<string, string | null>,
    /** The answer's start, the same for every table of the restaurant: its menu as JSON and compressed, once. */
    private readonly startOf: () => SharedStart,
  ) {}

  /**
   * The JSON answer of `GET /api/qr/{qrCode}`, built on first use (an order needs only the menu): the
   * restaurant's shared start, then this table, last, so only those few bytes are this table's own.
   */
  get answer(): CachedAnswer {
    this.#answer ??= new CachedAnswer({ start: this.startOf(), end: `${JSON.stringify(this.lookup.table)}}` });
    return this.#answer;
  }
}

/** A table, its restaurant's name and menu language, as both stores read it. */
export interface TableRow {
  id: string;
  restaurantId: string;
  tableNumber: string;
  capacity: number;
  restaurantName: string;
  menuLanguage: string;
  /** The restaurant's bill settings; null until an admin saves them (not registered, no GST). */
  gstMode: string | null;
  pricesIncludeGst: number | null;
}

/** One phone per table at most; past this many codes the cache starts again rather than grow. */
const MAX_ENTRIES = 50_000;

/** Only order, customer and service-request changes leave the QR answer as it was; anything else may change it. */
export const leavesQrAnswer = (change: Change) =>
  change.topics.every((topic) => topic === "orders" || topic === "customers" || topic === "serviceRequests");

/** A restaurant's menu as both QR caches keep it: the diner's dishes, and the station of each. */
export interface RestaurantMenu {
  items: DinerMenuItem[];
  stationOf: ReadonlyMap<string, string | null>;
  /** Its tables' answers' shared start, per restaurant heading (name, language, GST): dropped with the menu. */
  starts: Map<string, SharedStart>;
}

export function dropChanged(changes: readonly Change[], places: Map<string, QrPlace>, menus: Map<string, RestaurantMenu>): void {
  for (const change of changes) {
    if (leavesQrAnswer(change)) continue;
    menus.delete(change.restaurantId);
    for (const [qrCode, place] of places) if (place.restaurantId === change.restaurantId) places.delete(qrCode);
  }
}

/** The diner's menu from a restaurant's menu rows, in menu order (option groups parsed once, here), and each dish's station. */
export function dinerMenu(rows: RoutedDishColumns[]): RestaurantMenu {
  return { items: sortMenu(rows.map(toDish)), stationOf: new Map(rows.map((row) => [row.id, row.routedStationId])), starts: new Map() };
}

/** Everything the QR endpoints need of one table, from its row and its restaurant's menu. */
export function placeOf(table: TableRow, { items: menu, stationOf, starts }: RestaurantMenu): QrPlace {
  const lookup: QrLookup = {
    table: { tableNumber: table.tableNumber, capacity: table.capacity },
    restaurant: {
      name: table.restaurantName,
      menuLanguage: isMenuLanguage(table.menuLanguage) ? table.menuLanguage : DEFAULT_MENU_LANGUAGE,
      gstOnTop: gstOnTopOf({
        gstMode: GST_MODES.find((mode) => mode === table.gstMode) ?? "unregistered",
        pricesIncludeGst: table.pricesIncludeGst === 1,
      }),
    },
    menuItems: menu,
  };
  // The table goes last: every table of the restaurant shares the rest, serialized and compressed once per menu version.
  const startOf = () => {
    const heading = JSON.stringify(lookup.restaurant);
    let start = starts.get(heading);
    if (!start) {
      start = new SharedStart(`{"restaurant":${heading},"menuItems":${JSON.stringify(menu)},"table":`);
      starts.set(heading, start);
    }
    return start;
  };
  return new QrPlace(table.id, table.tableNumber, table.restaurantId, menu, lookup, stationOf, startOf);
}

/** The most places either store keeps; past it the cache starts again rather than grow. */
export const MAX_QR_PLACES = MAX_ENTRIES;
