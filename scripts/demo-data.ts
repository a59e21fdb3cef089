import { openDatabase } from "../api/db/connection";
import { DEMO_RESTAURANT_ID } from "../shared/constants";

/** The seeded demo restaurant's public addresses: its first table's QR code and its website's slug. */
export async function demoAddresses(databasePath: string): Promise<{ qrCode: string; slug: string }> {
  const db = await openDatabase(databasePath);
  try {
    const table = await db
      .selectFrom("restaurantTables")
      .select("qrCode")
      .where("restaurantId", "=", DEMO_RESTAURANT_ID)
      .where("isActive", "=", 1)
      .orderBy("tableNumber")
      .executeTakeFirstOrThrow();
    const restaurant = await db.selectFrom("restaurants").select("slug").where("id", "=", DEMO_RESTAURANT_ID).executeTakeFirstOrThrow();
    return { qrCode: table.qrCode, slug: restaurant.slug };
  } finally {
    await db.destroy();
  }
}
