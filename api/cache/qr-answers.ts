import { GST_MODES, gstOnTopOf } from "../../shared/billing/gst";
import { DEFAULT_MENU_LANGUAGE, isMenuLanguage } from "../../shared/languages";
import { sortMenu } from "../../shared/menu-order";
import type { DinerMenuItem, QrLookup } from "../../shared/schemas/qr";
import { type DishColumns, toDish } from "../db/menu-items";
import type { Change } from "../live/change-feed";
import { CachedAnswer } from "./cached-answer";

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
  ) {}

  /** The JSON answer of `GET /api/qr/{qrCode}`, built on first use (an order needs only the menu). */
  get answer(): CachedAnswer {
    this.#answer ??= new CachedAnswer(JSON.stringify(this.lookup));
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

export function dropChanged(changes: readonly Change[], places: Map<string, QrPlace>, menus: Map<string, DinerMenuItem[]>): void {
  for (const change of changes) {
    if (leavesQrAnswer(change)) continue;
    menus.delete(change.restaurantId);
    for (const [qrCode, place] of places) if (place.restaurantId === change.restaurantId) places.delete(qrCode);
  }
}

/** The diner's menu from a restaurant's menu rows, in menu order (option groups parsed once, here). */
export function dinerMenu(rows: DishColumns[]): DinerMenuItem[] {
  return sortMenu(rows.map(toDish));
}

/** Everything the QR endpoints need of one table, from its row and its restaurant's menu. */
export function placeOf(table: TableRow, menu: DinerMenuItem[]): QrPlace {
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
  return new QrPlace(table.id, table.tableNumber, table.restaurantId, menu, lookup);
}

/** The most places either store keeps; past it the cache starts again rather than grow. */
export const MAX_QR_PLACES = MAX_ENTRIES;
