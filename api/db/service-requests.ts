import { sql } from "kysely";
import { serviceRequestKind, serviceRequestStatus } from "../../shared/schemas/service-requests";
import type { ServiceRequest, ServiceRequestKind, ServiceRequestStatus } from "../../shared/service-requests";
import type { Db } from "./connection";
import { uuidv7 } from "./ids";
import { expectOneRow } from "./write-runner";

type StoredServiceRequest = ServiceRequest & { restaurantId: string };

function selectRequests(db: Db) {
  return db
    .selectFrom("serviceRequests")
    .innerJoin("restaurantTables", "restaurantTables.id", "serviceRequests.tableId")
    .selectAll("serviceRequests")
    .select("restaurantTables.tableNumber");
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>["executeTakeFirstOrThrow"]>>;

function toRequest(row: Row): StoredServiceRequest {
  // Only this module writes kind and status, so a parse failure is a bug worth a loud 500.
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    tableId: row.tableId,
    tableNumber: row.tableNumber,
    kind: serviceRequestKind.parse(row.kind),
    status: serviceRequestStatus.parse(row.status),
    createdAt: row.createdAt,
    acknowledgedAt: row.acknowledgedAt,
    doneAt: row.doneAt,
  };
}

/** What an answer shows: the request without its restaurant. */
export function publicRequest({ restaurantId: _restaurantId, ...request }: StoredServiceRequest): ServiceRequest {
  return request;
}

export async function findServiceRequest(db: Db, id: string): Promise<StoredServiceRequest | null> {
  const row = await selectRequests(db).where("serviceRequests.id", "=", id).executeTakeFirst();
  return row ? toRequest(row) : null;
}

/**
 * Opens a request for the table unless one of this kind is open already: the partial unique index of
 * migration 006 decides, so two taps racing cannot both open one. `created` says which happened.
 */
export async function openServiceRequest(
  db: Db,
  place: { restaurantId: string; tableId: string },
  kind: ServiceRequestKind,
  at: string,
): Promise<{ request: StoredServiceRequest; created: boolean }> {
  const id = uuidv7();
  const inserted = await db
    .insertInto("serviceRequests")
    .values({
      id,
      restaurantId: place.restaurantId,
      tableId: place.tableId,
      kind,
      status: "open",
      createdAt: at,
      acknowledgedAt: null,
      doneAt: null,
    })
    // The index's own predicate, as a literal: SQLite matches a partial index only by the same text.
    .onConflict((conflict) => conflict.columns(["tableId", "kind"]).where(sql.ref("status"), "=", sql.lit("open")).doNothing())
    .executeTakeFirst();
  const created = inserted.numInsertedOrUpdatedRows === 1n;
  const row = await selectRequests(db)
    .where("serviceRequests.tableId", "=", place.tableId)
    .where("serviceRequests.kind", "=", kind)
    .where("serviceRequests.status", "=", "open")
    .executeTakeFirstOrThrow();
  return { request: toRequest(row), created };
}

/** Newest first, what staff still have to answer, or everything not done of one table. */
export async function listActiveRequests(db: Db, by: { restaurantId: string } | { tableId: string }): Promise<ServiceRequest[]> {
  const owner =
    "restaurantId" in by
      ? (["serviceRequests.restaurantId", by.restaurantId] as const)
      : (["serviceRequests.tableId", by.tableId] as const);
  const rows = await selectRequests(db)
    .where(owner[0], "=", owner[1])
    .where("serviceRequests.status", "in", ["open", "acknowledged"])
    .orderBy("serviceRequests.createdAt", "desc")
    .orderBy("serviceRequests.id", "desc")
    .execute();
  return rows.map((row) => publicRequest(toRequest(row)));
}

/** Stores `moved`, only if the request is still as it was read (`from`): else WriteRaced, so a late tap never moves it back. */
export async function setServiceRequestStatus(
  db: Db,
  from: ServiceRequest,
  moved: ServiceRequest & { status: ServiceRequestStatus },
): Promise<void> {
  const updated = await db
    .updateTable("serviceRequests")
    .set({ status: moved.status, acknowledgedAt: moved.acknowledgedAt, doneAt: moved.doneAt })
    .where("id", "=", moved.id)
    .where("status", "=", from.status)
    .executeTakeFirst();
  expectOneRow(updated.numUpdatedRows, "The call");
}
