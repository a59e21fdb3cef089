import { sql } from "kysely";
import type { Db } from "../db/connection";
import type { PrinterAddress } from "./sender";
import type { PaperWidth } from "./tickets";

/** A station as printing needs it: its name and its printer, null when its tablet prints instead. */
export interface PrintStation {
  id: string;
  restaurantId: string;
  name: string;
  printer: (PrinterAddress & { paper: PaperWidth }) | null;
}

interface StationRow {
  id: string;
  restaurantId: string;
  name: string;
  printerHost: string | null;
  printerPort: number | null;
  printerPaper: number | null;
}

function toPrintStation(row: StationRow): PrintStation {
  const paper: PaperWidth = Number(row.printerPaper) === 58 ? 58 : 80;
  const printer = row.printerHost && row.printerPort ? { host: row.printerHost, port: Number(row.printerPort), paper } : null;
  return { id: row.id, restaurantId: row.restaurantId, name: row.name, printer };
}

const COLUMNS = sql`id, restaurant_id AS "restaurantId", name, printer_host AS "printerHost", printer_port AS "printerPort", printer_paper AS "printerPaper"`;

/** The station `id`, or null when there is none. */
export async function printStationOf(db: Db, id: string): Promise<PrintStation | null> {
  const { rows } = await sql<StationRow>`SELECT ${COLUMNS} FROM stations WHERE id = ${id}`.execute(db);
  return rows[0] ? toPrintStation(rows[0]) : null;
}

/** Every station of a restaurant, in its order. */
export async function printStationsOf(db: Db, restaurantId: string): Promise<PrintStation[]> {
  const { rows } =
    await sql<StationRow>`SELECT ${COLUMNS} FROM stations WHERE restaurant_id = ${restaurantId} ORDER BY position, created_at`.execute(db);
  return rows.map(toPrintStation);
}
