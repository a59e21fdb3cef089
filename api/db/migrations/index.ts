import type { Migration } from "kysely";
import { initial } from "./001-initial";
import { tenancy } from "./002-tenancy";
import { performance } from "./003-performance";
import { sync } from "./004-sync";
import { floor } from "./006-floor";
import { bills } from "./007-bills";
import { menuOptions } from "./008-menu-options";
import { dietMarks } from "./009-diet-marks";
import { manyProcesses } from "./010-many-processes";
import { oneBookingRule } from "./011-one-booking-rule";
import { readyAt } from "./012-ready-at";
import { tableVisits } from "./013-table-visits";
import { receipts } from "./014-receipts";
import { orderLineIds } from "./015-order-line-ids";
import { stations } from "./016-stations";
import { printJobs } from "./017-print-jobs";
import { audit } from "./018-audit";
import { tableMoves } from "./019-table-moves";
import { site } from "./020-site";
import { waitlist } from "./021-waitlist";
import { owner } from "./022-owner";
import { takeout } from "./023-takeout";
import { parcelOrders } from "./024-parcel-orders";
import { push } from "./025-push";
import { bookings } from "./026-bookings";
import { analyticsDays } from "./028-analytics-days";
import { sessionOutlet } from "./029-session-outlet";
import { pgOrderStatus } from "./030-pg-order-status";
import { pgPaymentsAndCalls } from "./031-pg-payments-and-calls";
import { ordersTableStatus } from "./032-orders-table-status";
import { pgLinesAndMenu } from "./033-pg-lines-and-menu";
import { pgTables } from "./034-pg-tables";
import { pgMoves } from "./035-pg-moves";

/** Every migration in order; names sort as they must run. Never edit one that has shipped: add the next. */
export const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-tenancy": tenancy,
  "003-performance": performance,
  "004-sync": sync,
  "006-floor": floor,
  "007-bills": bills,
  "008-menu-options": menuOptions,
  "009-diet-marks": dietMarks,
  "010-many-processes": manyProcesses,
  "011-one-booking-rule": oneBookingRule,
  "012-ready-at": readyAt,
  "013-table-visits": tableVisits,
  "014-receipts": receipts,
  "015-order-line-ids": orderLineIds,
  "016-stations": stations,
  "017-print-jobs": printJobs,
  "020-site": site,
  "022-owner": owner,
  "021-waitlist": waitlist,
  "018-audit": audit,
  "019-table-moves": tableMoves,
  "023-takeout": takeout,
  "024-parcel-orders": parcelOrders,
  "025-push": push,
  "026-bookings": bookings,
  "028-analytics-days": analyticsDays,
  "029-session-outlet": sessionOutlet,
  "030-pg-order-status": pgOrderStatus,
  "031-pg-payments-and-calls": pgPaymentsAndCalls,
  "032-orders-table-status": ordersTableStatus,
  "033-pg-lines-and-menu": pgLinesAndMenu,
  "034-pg-tables": pgTables,
  "035-pg-moves": pgMoves,
};
