import type pg from "pg";
import type { OrderStatus } from "../../../shared/order-status";
import type { Bill, PaymentInput } from "../../../shared/schemas/bills";
import type { MenuItemFields } from "../../../shared/schemas/menu";
import type { Order } from "../../../shared/schemas/orders";
import type { TableFields } from "../../../shared/schemas/tables";
import type { ServiceRequestStatus } from "../../../shared/service-requests";
import { DEFAULT_CATEGORIES, RECALL_MS } from "../../../shared/stations";
import { type ApiError, badRequest, conflict, keyReusedForAnotherRequest, notFound } from "../../errors";
import type { Change } from "../../live/change-feed";
import { withoutPrintJobs } from "../../printing/printless-changes";
import type { AuditActor } from "../audit";
import type { Db } from "../connection";
import { uuidv7 } from "../ids";
import { newQrCode } from "../tables";
import { poolOf } from "./connection";
import { type PgWriter, runAgainWhenRaced } from "./writer";

/** What every staff write in one round trip takes from its request. */
export interface StaffWriteCommand {
  /** The request's Idempotency-Key with its scope (the user's id) and request hash, when it carried one. */
  idempotency: { scope: string; key: string; requestHash: string } | null;
  /** The staff member's restaurant: another restaurant's row is refused before anything is written. */
  restaurantId: string;
  /** Throws the route's 404 (null: no such row) or 403 (another restaurant's row), as ownRow does. */
  own: (row: { restaurantId: string } | null) => unknown;
}

/** A 200 (or a replay's first answer) ready to send: the JSON text stored with its key. */
export interface StaffWriteAnswer {
  kind: "answer";
  status: number;
  json: string;
}

/** What every one-trip function answers (migrations 030 and 031). */
interface Outcome {
  outcome: string;
  statusCode: number;
  body: string | null;
  restaurantId: string | null;
  tableId: string | null;
  visitEnded: boolean;
}

const OUTCOME_COLUMNS = `outcome, status_code AS "statusCode", body, restaurant_id AS "restaurantId", table_id AS "tableId", visit_ended AS "visitEnded"`;

/** The key's three parameters every one-trip function takes first (nulls for a request without a key). */
const keyOf = (idempotency: StaffWriteCommand["idempotency"]) => [idempotency?.scope, idempotency?.key, idempotency?.requestHash];

/** The routing's refusal of a dish's write, as the route answers it. */
function routingRefusal(row: Outcome): MenuRoutingRefusal | null {
  return row.outcome === "unknown-category" || row.outcome === "unknown-station" ? { kind: row.outcome } : null;
}

/** Named, so each connection parses and plans it once. */
const MOVE_ORDER = {
  name: "rasoi-order-status",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_order_status($1, $2, $3, $4, $5, $6, $7)`,
};

const PAY_BILL = {
  name: "rasoi-pay-bill",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_pay_bill($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
};

const LINE_READY = {
  name: "rasoi-line-ready",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_line_ready($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
};

const ORDER_READY = {
  name: "rasoi-order-ready",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_order_ready($1, $2, $3, $4, $5, $6, $7)`,
};

const CHANGE_MENU_ITEM = {
  name: "rasoi-change-menu-item",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_change_menu_item($1, $2, $3, $4, $5, $6, $7, $8)`,
};

const CREATE_MENU_ITEM = {
  name: "rasoi-create-menu-item",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_create_menu_item($1, $2, $3, $4, $5, $6, $7, $8)`,
};

const DELETE_MENU_ITEM = {
  name: "rasoi-delete-menu-item",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_delete_menu_item($1, $2, $3, $4, $5, $6)`,
};

/** The categories a restaurant has until it saves its own (api/db/stations.ts, listCategories). */
const DEFAULT_CATEGORY_NAMES = DEFAULT_CATEGORIES.map((category) => category.name);

const CREATE_TABLE = {
  name: "rasoi-create-table",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_create_table($1, $2, $3, $4, $5, $6, $7, $8)`,
};

const UPDATE_TABLE = {
  name: "rasoi-update-table",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_update_table($1, $2, $3, $4, $5, $6, $7)`,
};

const DELETE_TABLE = {
  name: "rasoi-delete-table",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_delete_table($1, $2, $3, $4, $5, $6)`,
};

const MOVE_LINE = {
  name: "rasoi-move-line",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_move_line($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
};

const MOVE_TABLE = {
  name: "rasoi-move-table",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_move_table($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
};

/** A move's refusal (migration 035): the route's own status and words, which the function answers as its body. */
function moveRefusal(row: Outcome): ApiError | null {
  if (row.outcome !== "refused") return null;
  const message = row.body ?? "";
  if (row.statusCode === 400) return badRequest(message);
  return row.statusCode === 404 ? notFound(message) : conflict(message);
}

/** Who moves and why, as the trail records it (api/db/table-moves.ts, Mover): the entry's id, time and the mover's fields. */
const moverOf = ({ actor, reason }: { actor: AuditActor; reason: string }, now: Date) => [
  uuidv7(now.getTime()),
  actor.userId,
  actor.username,
  actor.device,
  reason,
  now.toISOString(),
];

/** A dish's fields as the menu functions take them: the option groups as the text stored, as SQLite stores them. */
const menuFieldsJson = (fields: Partial<MenuItemFields>) =>
  JSON.stringify({ ...fields, optionGroups: fields.optionGroups && JSON.stringify(fields.optionGroups) });

/** Why a dish's category or station was refused (migration 033), for the route's 400 or 404. */
export type MenuRoutingRefusal = { kind: "unknown-category" } | { kind: "unknown-station" };

const MOVE_CALL = {
  name: "rasoi-move-call",
  text: `SELECT ${OUTCOME_COLUMNS} FROM rasoi_move_call($1, $2, $3, $4, $5, $6, $7)`,
};

/**
 * Staff writes on PostgreSQL in one round trip each (docs/decisions/112-staff-writes-in-one-round-trip.md):
 * one function call that is its own transaction, holding the row it decides on locked, with its
 * idempotency record; what it changed is published once it has committed, as the writer does.
 * A lost race PostgreSQL refuses (a key stored meanwhile, a deadlock) runs again, as the writer's jobs do.
 */
export class PgStaffWrites {
  readonly #pool: pg.Pool;
  readonly #writer: PgWriter;

  constructor(db: Db, writer: PgWriter) {
    this.#pool = poolOf(db);
    this.#writer = writer;
  }

  /** PUT /api/orders/{id}/status (api/routes/orders.ts): a skip ahead is answered with the order as it is, for the route's 409. */
  async moveOrder(
    command: StaffWriteCommand & { orderId: string; status: OrderStatus },
  ): Promise<StaffWriteAnswer | { kind: "skips-ahead"; order: Order }> {
    const { idempotency, restaurantId, orderId, status } = command;
    const at = new Date().toISOString();
    const row = await this.#call(MOVE_ORDER, [
      idempotency?.scope,
      idempotency?.key,
      idempotency?.requestHash,
      restaurantId,
      orderId,
      status,
      at,
    ]);
    const known = this.#known(row, command);
    if (known) return known;
    // The function's own JSON of the order (migration 030), read only for the refusal's message.
    if (row.outcome === "skips-ahead") return { kind: "skips-ahead", order: JSON.parse(row.body ?? "null") as Order };
    return this.#advanced(row, row.visitEnded ? ["orders", "restaurantTables"] : ["orders"]);
  }

  /**
   * POST /api/bills/{id}/payments (api/routes/bills.ts): a bill not unpaid, or a payment above what is
   * due, is answered with the bill as it is, for the route's 409.
   */
  async pay(
    command: StaffWriteCommand & { billId: string; input: PaymentInput; userId: string; username: string },
  ): Promise<StaffWriteAnswer | { kind: "refused"; bill: Bill }> {
    const { idempotency, restaurantId, billId, input, userId, username } = command;
    const now = new Date();
    const row = await this.#call(PAY_BILL, [
      idempotency?.scope,
      idempotency?.key,
      idempotency?.requestHash,
      restaurantId,
      billId,
      uuidv7(now.getTime()),
      input.method,
      input.amountPaise,
      input.tenderedPaise ?? null,
      input.tipPaise ?? 0,
      userId,
      username,
      now.toISOString(),
    ]);
    const known = this.#known(row, command);
    if (known) return known;
    // The function's own JSON of the bill (migration 031), read only for the refusal's message.
    if (row.outcome === "not-unpaid" || row.outcome === "too-much")
      return { kind: "refused", bill: JSON.parse(row.body ?? "null") as Bill };
    return this.#advanced(row, row.visitEnded ? ["bills", "orders", "restaurantTables"] : ["bills", "orders"]);
  }

  /** PUT /api/service-requests/{id} (api/routes/service-requests.ts): forward only, a step back a harmless 200. */
  async moveCall(command: StaffWriteCommand & { id: string; status: ServiceRequestStatus }): Promise<StaffWriteAnswer> {
    const { idempotency, restaurantId, id, status } = command;
    const at = new Date().toISOString();
    const row = await this.#call(MOVE_CALL, [idempotency?.scope, idempotency?.key, idempotency?.requestHash, restaurantId, id, status, at]);
    return this.#known(row, command) ?? this.#advanced(row, ["serviceRequests"]);
  }

  /**
   * PUT /api/orders/{id}/lines/{lineId}/ready (api/routes/orders.ts): a station's bump or recall; a recall
   * past its minute is answered with the order as it is, for the route's 409.
   */
  async lineReady(
    command: StaffWriteCommand & { orderId: string; lineId: string; ready: boolean },
  ): Promise<StaffWriteAnswer | { kind: "no-line" } | { kind: "too-late"; order: Order }> {
    const { idempotency, restaurantId, orderId, lineId, ready } = command;
    const row = await this.#call(LINE_READY, [
      ...keyOf(idempotency),
      restaurantId,
      orderId,
      lineId,
      ready,
      RECALL_MS,
      new Date().toISOString(),
    ]);
    const known = this.#known(row, command);
    if (known) return known;
    if (row.outcome === "no-line") return { kind: "no-line" };
    if (row.outcome === "too-late") return { kind: "too-late", order: JSON.parse(row.body ?? "null") as Order };
    return this.#advanced(row, ["orders"]);
  }

  /** PUT /api/orders/{id}/ready (api/routes/orders.ts): the whole order at the pass, or taken back. */
  async orderReady(command: StaffWriteCommand & { orderId: string; ready: boolean }): Promise<StaffWriteAnswer> {
    const { idempotency, restaurantId, orderId, ready } = command;
    const row = await this.#call(ORDER_READY, [...keyOf(idempotency), restaurantId, orderId, ready, new Date().toISOString()]);
    return this.#known(row, command) ?? this.#advanced(row, ["orders"]);
  }

  /** PATCH and PUT /api/menu-items/{id} (api/routes/menu.ts): the fields sent change, the rest stay. */
  async changeMenuItem(
    command: StaffWriteCommand & { id: string; fields: Partial<MenuItemFields> },
  ): Promise<StaffWriteAnswer | MenuRoutingRefusal> {
    const { idempotency, restaurantId, id, fields } = command;
    const values = [...keyOf(idempotency), restaurantId, id, menuFieldsJson(fields), DEFAULT_CATEGORY_NAMES, new Date().toISOString()];
    const row = await this.#call(CHANGE_MENU_ITEM, values);
    return this.#known(row, command) ?? routingRefusal(row) ?? this.#advanced(row, ["menuItems"], { everyTable: true });
  }

  /** POST /api/restaurants/{id}/menu-items (api/routes/menu.ts): an id stored before answers that dish, or 409 when another restaurant's. */
  async createMenuItem(
    command: StaffWriteCommand & { id: string; fields: MenuItemFields },
  ): Promise<StaffWriteAnswer | MenuRoutingRefusal | { kind: "taken" }> {
    const { idempotency, restaurantId, id, fields } = command;
    const values = [...keyOf(idempotency), restaurantId, id, menuFieldsJson(fields), DEFAULT_CATEGORY_NAMES, new Date().toISOString()];
    const row = await this.#call(CREATE_MENU_ITEM, values);
    const known = this.#known(row, command) ?? routingRefusal(row);
    if (known) return known;
    if (row.outcome === "taken") return { kind: "taken" };
    return this.#advanced(row, ["menuItems"], { changed: row.outcome === "created", everyTable: true });
  }

  /** DELETE /api/menu-items/{id} (api/routes/menu.ts): a 204. */
  async deleteMenuItem(command: StaffWriteCommand & { id: string }): Promise<StaffWriteAnswer> {
    const { idempotency, restaurantId, id } = command;
    const row = await this.#call(DELETE_MENU_ITEM, [...keyOf(idempotency), restaurantId, id, new Date().toISOString()]);
    return this.#known(row, command) ?? this.#advanced(row, ["menuItems"], { everyTable: true });
  }

  /** POST /api/restaurants/{id}/tables (api/routes/tables.ts): an id stored before answers that table, or 409 when another restaurant's. */
  async createTable(
    command: StaffWriteCommand & { id: string; fields: TableFields },
  ): Promise<StaffWriteAnswer | { kind: "number-taken" } | { kind: "taken" }> {
    const { idempotency, restaurantId, id, fields } = command;
    const values = [...keyOf(idempotency), restaurantId, id, newQrCode(), JSON.stringify(fields), new Date().toISOString()];
    const row = await this.#call(CREATE_TABLE, values);
    const known = this.#known(row, command);
    if (known) return known;
    if (row.outcome === "number-taken" || row.outcome === "taken") return { kind: row.outcome };
    return this.#advanced(row, ["restaurantTables"], { changed: row.outcome === "created" });
  }

  /** PUT /api/tables/{id} (api/routes/tables.ts): a number another table has is refused, for the route's 409. */
  async updateTable(
    command: StaffWriteCommand & { id: string; fields: TableFields },
  ): Promise<StaffWriteAnswer | { kind: "number-taken" }> {
    const { idempotency, restaurantId, id, fields } = command;
    const row = await this.#call(UPDATE_TABLE, [...keyOf(idempotency), restaurantId, id, JSON.stringify(fields), new Date().toISOString()]);
    const known = this.#known(row, command);
    if (known) return known;
    if (row.outcome === "number-taken") return { kind: "number-taken" };
    // Its orders answer the new number.
    return this.#advanced(row, row.outcome === "renumbered" ? ["restaurantTables", "orders"] : ["restaurantTables"]);
  }

  /** DELETE /api/tables/{id} (api/routes/tables.ts): a 204; its orders now show the table as Unknown. */
  async deleteTable(command: StaffWriteCommand & { id: string }): Promise<StaffWriteAnswer> {
    const { idempotency, restaurantId, id } = command;
    const row = await this.#call(DELETE_TABLE, [...keyOf(idempotency), restaurantId, id, new Date().toISOString()]);
    return this.#known(row, command) ?? this.#advanced(row, ["restaurantTables", "orders"]);
  }

  /**
   * POST /api/orders/{orderId}/lines/{lineId}/move (api/routes/moves.ts): `quantity` of the line to another
   * table as the new order `newOrderId` (201), or that order when the id was used already (200).
   */
  async moveLine(
    command: StaffWriteCommand & {
      orderId: string;
      lineId: string;
      toTableId: string;
      quantity: number;
      newOrderId: string;
      mover: { actor: AuditActor; reason: string };
    },
  ): Promise<StaffWriteAnswer> {
    const { idempotency, restaurantId, orderId, lineId, toTableId, quantity, newOrderId, mover } = command;
    const values = [...keyOf(idempotency), restaurantId, orderId, lineId, toTableId, quantity, newOrderId, ...moverOf(mover, new Date())];
    const row = await this.#call(MOVE_LINE, values);
    const known = this.#known(row, command);
    if (known) return known;
    const refused = moveRefusal(row);
    if (refused) throw refused;
    if (row.outcome === "existing") return { kind: "answer", status: row.statusCode, json: row.body ?? "null" };
    return this.#atBothTables(row, toTableId);
  }

  /**
   * POST /api/restaurants/{id}/tables/{tableId}/move and .../merge (api/routes/moves.ts): every open order
   * of `fromId` to `toId`, answering both tables and the orders that moved.
   */
  async moveTable(
    command: StaffWriteCommand & { kind: "move" | "merge"; fromId: string; toId: string; mover: { actor: AuditActor; reason: string } },
  ): Promise<StaffWriteAnswer> {
    const { idempotency, restaurantId, kind, fromId, toId, mover } = command;
    const row = await this.#call(MOVE_TABLE, [...keyOf(idempotency), restaurantId, kind, fromId, toId, ...moverOf(mover, new Date())]);
    const known = this.#known(row, command);
    if (known) return known;
    const refused = moveRefusal(row);
    if (refused) throw refused;
    return this.#atBothTables(row, toId);
  }

  /** A move's 200 or 201: one change per table, so each table's diner page hears of its own (api/routes/moves.ts, atBothTables). */
  #atBothTables(row: Outcome, toTableId: string): StaffWriteAnswer {
    const topics = ["orders", "restaurantTables"] as const;
    if (row.restaurantId !== null) {
      for (const tableId of [row.tableId ?? toTableId, toTableId])
        this.#writer.committed(withoutPrintJobs({ restaurantId: row.restaurantId, topics, tableId }));
    }
    return { kind: "answer", status: row.statusCode, json: row.body ?? "null" };
  }

  async #call(query: { name: string; text: string }, values: unknown[]): Promise<Outcome> {
    const { rows } = await runAgainWhenRaced(() => this.#pool.query<Outcome>({ ...query, values }));
    const [row] = rows;
    if (!row) throw new Error(`${query.name} answered no row`);
    return row;
  }

  /** The outcomes every write shares: a replay, a reused key, a missing or foreign row. */
  #known(row: Outcome, { idempotency, own }: StaffWriteCommand): StaffWriteAnswer | null {
    switch (row.outcome) {
      case "replay":
        return { kind: "answer", status: row.statusCode, json: row.body ?? "null" };
      case "key-reused":
        throw keyReusedForAnotherRequest();
      case "not-found":
        own(null);
        break;
      case "forbidden":
        own({ restaurantId: row.restaurantId ?? "" });
        break;
      default:
        return null;
    }
    throw new Error(`${row.outcome} was not refused (key ${idempotency?.key ?? "none"})`);
  }

  /** A 200 the function stored: what changed is published (a changed row only) and the answer sent. */
  #advanced(
    row: Outcome,
    topics: Change["topics"],
    { changed = row.outcome !== "unchanged", everyTable = false }: { changed?: boolean; everyTable?: boolean } = {},
  ): StaffWriteAnswer {
    if (changed && row.restaurantId !== null) {
      // A dish is on every table's menu: its change names no table, so every diner's page hears of it.
      // Its function queued no print job (migrations 030-035), so this process's print worker does not look.
      this.#writer.committed(
        withoutPrintJobs(
          everyTable ? { restaurantId: row.restaurantId, topics } : { restaurantId: row.restaurantId, topics, tableId: row.tableId },
        ),
      );
    }
    return { kind: "answer", status: row.statusCode, json: row.body ?? "null" };
  }
}
