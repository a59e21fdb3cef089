import type { Page } from "playwright-core";
import { waitForToast } from "../../scripts/browser-flows";

/** A diner's phone, a waiter's phone and the kitchen's screen, each signed in (or at its table) already. */
export interface MoveDevices {
  diner: Page;
  waiter: Page;
  chef: Page;
}

/** The diner at `qrCode` orders `count` of `dish` from the menu (a party ordering for everyone); waits for the status card. */
export async function partyOrders(diner: Page, qrCode: string, restaurantName: string, dish: string, count: number): Promise<void> {
  await diner.goto(`/menu/${qrCode}`);
  await diner.getByRole("heading", { name: restaurantName }).first().waitFor();
  await diner
    .getByRole("listitem")
    .filter({ has: diner.getByRole("heading", { level: 3, name: dish, exact: true }) })
    .getByRole("button", { name: "Add to Cart" })
    .click();
  for (let more = 1; more < count; more++)
    await diner
      .getByRole("button", { name: `Add one ${dish}` })
      .first()
      .click();
  await diner.getByRole("button", { name: `Cart (${count})`, exact: true }).click();
  const cart = diner.getByRole("dialog", { name: "Your Order" });
  await cart.getByLabel("Your Name *").fill("Kiran Party");
  await cart.getByLabel("Phone Number *").fill("9876512345");
  await cart.getByLabel("Email Address *").fill("kiran@example.in");
  await cart.getByRole("button", { name: "Place Order" }).click();
  await diner.getByRole("region", { name: /^Order #/ }).waitFor();
}

/**
 * The party at table `from` moves to table `to` on the waiter's 390 px phone (docs/api.md, Moves and
 * merges): Move Table, pick the table, confirm. The floor shows them at the new table, the kitchen's
 * ticket says the new table, and the diner's phone at the old table says where the order went.
 */
export async function partyMovesTable({ diner, waiter, chef }: MoveDevices, from: string, to: string, dish: string): Promise<void> {
  const tiles = waiter.getByRole("list", { name: "Tables" });
  const tile = (tableNumber: string) => tiles.getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) });
  await tile(from).filter({ hasNotText: "Free" }).waitFor();
  if ((await tile(from).getAttribute("aria-pressed")) !== "true") await tile(from).click();
  const panel = waiter.getByRole("region", { name: `Table ${from}` });
  await panel.getByRole("button", { name: "Move Table" }).click();
  const sheet = panel.getByRole("region", { name: "Move Table" });
  await sheet.getByRole("button", { name: `Table ${to}`, exact: true }).click();
  await sheet.getByText(new RegExp(`from Table ${from} to Table ${to}\\? Table ${from} will be free\\.$`)).waitFor();
  await sheet.getByRole("button", { name: "Confirm Move" }).click();
  await waitForToast(waiter, "Table Moved");
  await tile(from).filter({ hasText: "Free" }).waitFor();
  await tile(to).filter({ hasNotText: "Free" }).waitFor();
  await waiter
    .getByRole("list", { name: `Open orders of table ${to}` })
    .getByText(dish)
    .first()
    .waitFor();
  await waiter.getByText(/changes? waiting to sync/).waitFor({ state: "detached", timeout: 15_000 });

  // The kitchen's ticket follows: the same dishes, now for the new table, and none left at the old one.
  await chef
    .getByRole("listitem", { name: `Table ${to}` })
    .filter({ hasText: dish })
    .first()
    .waitFor({ timeout: 15_000 });
  await chef
    .getByRole("listitem", { name: `Table ${from}` })
    .filter({ hasText: dish })
    .waitFor({ state: "detached" });

  // The diner's phone at the old table learns where its order went.
  await diner.getByText(`Your order moved to table ${to}`).waitFor({ timeout: 15_000 });
}

/**
 * The evening's extension (e2e/evening.e2e.ts): the owner adds a six-seat table 5, a party of four at
 * table 2 orders from its phone, then moves to table 5 on the waiter's phone.
 */
export async function eveningPartyMoves(owner: Page, devices: MoveDevices, restaurantName: string, dish: string): Promise<void> {
  const me = (await (await owner.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const added = await owner.request.post(`/api/restaurants/${me.restaurantId}/tables`, { data: { tableNumber: "5", capacity: 6 } });
  if (added.status() !== 201) throw new Error(`adding table 5 failed: ${added.status()}`);
  const tables = (await (await owner.request.get(`/api/restaurants/${me.restaurantId}/tables`)).json()) as {
    tableNumber: string;
    qrCode: string;
  }[];
  const table2 = tables.find((table) => table.tableNumber === "2");
  if (!table2) throw new Error("the evening's restaurant needs a table 2");
  await partyOrders(devices.diner, table2.qrCode, restaurantName, dish, 4);
  await devices.chef
    .getByRole("listitem", { name: "Table 2" })
    .filter({ hasText: `4 x ${dish}` })
    .waitFor({ timeout: 15_000 });
  await partyMovesTable(devices, "2", "5", `4 x ${dish}`);
}
