import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../api/db/connection";
import { seedDemo } from "../api/db/seed";
import { PHOTO_WIDTHS } from "../api/photos/encode";
import type { StoredPhoto } from "../api/photos/stored";
import { DEMO_RESTAURANT_ID } from "../shared/constants";
import { orderTotal } from "../shared/money";
import { orderLinesOf } from "../shared/order-lines";

/** How big the demo restaurant is made before measuring: a busy restaurant after some months. */
export const BENCH_CUSTOMERS = 5_000;
export const BENCH_ORDERS = 2_000;

export interface BenchCustomer {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

/** The n-th regular: the bench's diners reuse these, so orders find existing customers by phone or e-mail. */
export function benchCustomer(n: number): BenchCustomer {
  return {
    customerName: `Bench Diner ${n}`,
    customerPhone: `9${String(n).padStart(9, "0")}`,
    customerEmail: `diner${n}@bench.example`,
  };
}

const pick = <T>(items: readonly T[], n: number): T => {
  const item = items[n % items.length];
  if (item === undefined) throw new Error("picked from an empty list");
  return item;
};

/** One of `items` at random (the bench's diners and tables). */
export const randomOf = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
};

const CHUNK = 500;

/** Seeds the demo and answers its available dishes, what the bench's orders are made of. */
export async function seedDemoMenu(db: Db) {
  await seedDemo(db);
  return db
    .selectFrom("menuItems")
    .select(["id", "name", "price"])
    .where("restaurantId", "=", DEMO_RESTAURANT_ID)
    .where("isAvailable", "=", 1)
    .execute();
}

/** Words the bench's dishes are named with in Hindi: Devanagari, three bytes a letter, as a real translation weighs. */
const HINDI_WORDS = ["पनीर", "टिक्का", "मसाला", "दाल", "मखनी", "बिरयानी", "नान", "लस्सी", "कोरमा", "तंदूरी", "गुलाब", "जामुन"];

/**
 * Gives every dish of the demo restaurant what a finished menu has: a photo (its stored variants, so the
 * answers carry every URL) and a Hindi name and description, the restaurant's menu language. The QR
 * answer and the website are measured at this size (docs/scaling.md, QR lookup).
 */
export async function dressDemoMenu(db: Db): Promise<void> {
  const dishes = await db.selectFrom("menuItems").select(["id", "name"]).where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("restaurants").set({ menuLanguage: "hi" }).where("id", "=", DEMO_RESTAURANT_ID).execute();
    for (const [n, dish] of dishes.entries()) {
      const word = (k: number) => pick(HINDI_WORDS, n + k);
      const photo: StoredPhoto = {
        key: createHash("sha256").update(dish.id).digest("hex").slice(0, 32),
        width: 1600,
        height: 1200,
        widths: [...PHOTO_WIDTHS],
      };
      await trx
        .updateTable("menuItems")
        .set({
          localName: `${word(0)} ${word(1)}`,
          localDescription: `${word(2)} और ${word(3)} के साथ, ताज़ा ${word(4)} में पकाया हुआ`,
          photo: JSON.stringify(photo),
        })
        .where("id", "=", dish.id)
        .execute();
    }
  });
}

/**
 * Seeds the database, dresses the menu (photos, Hindi), then gives the demo restaurant its regulars and
 * its order history; answers the ids of the pending orders the status-update run moves along.
 */
export async function prepareBenchDatabase(db: Db): Promise<string[]> {
  const menu = await seedDemoMenu(db);
  await dressDemoMenu(db);
  const tables = await db.selectFrom("restaurantTables").select("id").where("restaurantId", "=", DEMO_RESTAURANT_ID).execute();
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

  const customers = Array.from({ length: BENCH_CUSTOMERS }, (_, n) => {
    const { customerName, customerPhone, customerEmail } = benchCustomer(n);
    return {
      id: randomUUID(),
      restaurantId: DEMO_RESTAURANT_ID,
      name: customerName,
      email: customerEmail,
      phone: customerPhone,
      totalOrders: 0,
      totalSpent: 0,
      firstOrderDate: null,
      lastOrderDate: null,
      isActive: 1,
      createdAt: at(BENCH_CUSTOMERS - n),
      updatedAt: at(BENCH_CUSTOMERS - n),
    };
  });

  const orders = Array.from({ length: BENCH_ORDERS }, (_, n) => {
    const customer = pick(customers, n * 7);
    const items = [pick(menu, n), pick(menu, n * 3 + 1)].map((item, line) => ({ ...item, quantity: 1 + ((n + line) % 3) }));
    const orderTime = at(BENCH_ORDERS - n);
    const id = randomUUID();
    return {
      id,
      restaurantId: DEMO_RESTAURANT_ID,
      tableId: pick(tables, n).id,
      customerId: customer.id,
      items: JSON.stringify(orderLinesOf(id, items)),
      totalAmount: orderTotal(items),
      status: "pending",
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      specialInstructions: n % 5 === 0 ? "Less spicy, please" : null,
      orderTime,
      completedAt: null,
      updatedAt: orderTime,
    };
  });

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < customers.length; start += CHUNK) {
      await trx
        .insertInto("customers")
        .values(customers.slice(start, start + CHUNK))
        .execute();
    }
    for (let start = 0; start < orders.length; start += CHUNK) {
      await trx
        .insertInto("orders")
        .values(orders.slice(start, start + CHUNK))
        .execute();
    }
  });
  return orders.map((order) => order.id);
}
