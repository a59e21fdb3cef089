import { configFromEnv } from "../config";
import { openDatabase } from "./connection";
import { seedDemo } from "./seed";

/** `npm run seed`: fills DATABASE_PATH (default data/rasoi.db) with the demo data if it is empty. */
const { databasePath } = configFromEnv();
const db = await openDatabase(databasePath);
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
