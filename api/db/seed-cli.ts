import { configFromEnv } from "../config";
import { openDatabase } from "./connection";
import { openPostgres } from "./postgres/connection";
import { seedDemo } from "./seed";

/** `npm run seed`: fills DATABASE_URL's PostgreSQL, else DATABASE_PATH (default data/rasoi.db), with the demo data if it is empty. */
const { databasePath: path, databaseUrl } = configFromEnv();
const databasePath = databaseUrl ? "the PostgreSQL database" : path;
const db = databaseUrl ? await openPostgres(databaseUrl, { poolSize: 2 }) : await openDatabase(path);
try {
  const summary = await seedDemo(db);
  if (summary.seeded) {
    const { restaurants, users, menuItems, tables, orders, customers, demoRequests } = summary;
    console.log(
      `Seeded ${databasePath}: ${restaurants} restaurants, ${users} users, ${menuItems} menu items, ${tables} tables, ` +
        `${orders} orders, ${customers} customers, ${demoRequests} demo requests.`,
    );
    console.log("Demo sign-ins: admin/admin123, waiter/waiter123, chef/chef123 (Spice Garden), other-admin/other123 (Dosa Point).");
  } else {
    console.log(`${databasePath} already has restaurants; left it alone.`);
  }
} finally {
  await db.destroy();
}
