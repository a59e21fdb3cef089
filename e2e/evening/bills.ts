import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHeading, waitForToast } from "../../scripts/browser-flows";

/** The owner's desktop and the waiter's 390 px phone, each signed in, the phone's floor on the party's table. */
export interface BillDevices {
  owner: Page;
  waiter: Page;
}

export interface BillParty {
  /** The admin's username, asked for with their PIN on the waiter's phone. */
  ownerUsername: string;
  tableNumber: string;
  dish: string;
  /** How many of `dish` the party ordered. */
  ordered: number;
}

const PIN = "4826";
const VOID_REASON = "Guest changed mind";
/** Where the 390 px shots of the bill with changes go, to be looked at. */
const SHOTS = process.env.BILL_SHOTS ?? tmpdir();

/**
 * The evening's bill as it really goes (issue 30, docs/billing.md, Bill changes), on the waiter's phone:
 * one dish voided with a reason, the bill split in two by items before it is made, the first part with a
 * 10 % discount above the admin's threshold that the admin's PIN approves there, both parts paid; the
 * owner's Reports then show the discount and the void with their reasons.
 */
export async function eveningBillChanges({ owner, waiter }: BillDevices, party: BillParty): Promise<void> {
  // The owner keeps discounts above 5 % for an admin to approve, and sets the PIN that approves them.
  await owner.goto("/restaurant-settings");
  await waitForHeading(owner, "Restaurant Settings");
  await owner.getByLabel("Discount approval above (%)").fill("5");
  await owner.getByRole("button", { name: "Save Settings" }).click();
  await waitForToast(owner, "Settings Saved");
  const pin = owner.getByRole("form", { name: "Your approval PIN" });
  await pin.getByLabel("New PIN").fill(PIN);
  await pin.getByRole("button", { name: "Save PIN" }).click();
  await waitForToast(owner, "PIN Saved");

  // One dish goes back before it is served, with its reason.
  const panel = waiter.getByRole("region", { name: `Table ${party.tableNumber}` });
  const orders = waiter.getByRole("list", { name: `Open orders of table ${party.tableNumber}` });
  // The party's own order: the table also holds what the waitlist's party ordered before the move.
  const order = orders.getByRole("listitem").filter({ hasText: `${party.ordered} x ${party.dish}` });
  await order.getByRole("button", { name: "Void an Item" }).click();
  await order.getByLabel("How many").fill("1");
  await order.getByLabel("Void reason").fill(VOID_REASON);
  await order.getByRole("button", { name: "Void", exact: true }).click();
  await waitForToast(waiter, "Item Voided");
  const left = party.ordered - 1;

  // The first part: all but one of what is left, 10 % off for a regular, which needs the admin's PIN.
  await waiter.getByText(/changes? waiting to sync/).waitFor({ state: "detached", timeout: 15_000 });
  await panel.getByRole("button", { name: "Bill with Changes" }).click();
  const form = panel.getByRole("form", { name: `Bill with changes for table ${party.tableNumber}` });
  // Only the party's dishes on this part: every other line waits for the second bill.
  const lines = form.getByRole("group", { name: "Lines on this bill" }).getByRole("textbox");
  const ours = form.getByLabel(`${party.dish} (of ${left})`);
  await ours.waitFor();
  for (const line of await lines.all()) await line.fill("0");
  await ours.fill(String(left - 1));
  await form.getByLabel("Discount (%)").fill("10");
  await form.getByLabel("Discount reason").selectOption("Regular");
  // What the waiter typed is still there (a sync status blink once remounted the form empty).
  expect((await Promise.all((await lines.all()).map((line) => line.inputValue()))).filter((value) => value !== "0")).toEqual([
    String(left - 1),
  ]);
  await form.getByRole("button", { name: "Make This Bill" }).click();
  await waitForToast(waiter, "Approval Needed");
  await form.getByLabel("Admin username").fill(party.ownerUsername);
  await form.getByLabel("Admin PIN").fill(PIN);
  await form.screenshot({ path: `${SHOTS}/rasoi-bill-approval-390.png` });
  await form.getByRole("button", { name: "Approve and Make Bill" }).click();
  await waitForToast(waiter, "Bill Made");
  const bills = panel.getByRole("region", { name: /^Bill \S+$/ });
  const first = bills.filter({ hasText: "Discount: Regular" });
  await first.waitFor();
  await first.getByText(`${left - 1} x ${party.dish}`).waitFor();
  await first.screenshot({ path: `${SHOTS}/rasoi-bill-discounted-390.png` });
  await first.getByRole("button", { name: "Paid by Cash" }).click();
  await first.getByText("Paid", { exact: true }).waitFor();

  // The second part: the rest of the table, paid by UPI.
  await panel.getByRole("button", { name: `Make Bill for table ${party.tableNumber}` }).click();
  const second = bills.filter({ hasNotText: "Discount: Regular" });
  await second.waitFor();
  await second.getByRole("button", { name: "Paid by UPI" }).click();
  await second.getByText("Paid", { exact: true }).waitFor();

  // Reports: the discount and the void, each with its reason and the staff member who made it.
  await owner.goto("/reports");
  await waitForHeading(owner, "Reports");
  const changes = owner.getByRole("list", { name: "Money changes by reason and staff member" });
  await changes.getByText(/^Discount · Reason: Regular · 1$/).waitFor();
  await changes.getByText(new RegExp(`^Void · Reason: ${VOID_REASON} · 1$`)).waitFor();
  const trail = owner.getByRole("list", { name: "Audit entries" });
  await trail.getByText(/ · Discount · waiter-\S+ · Regular$/).waitFor();
  await trail.getByText(new RegExp(` · Void · waiter-\\S+ · ${VOID_REASON}$`)).waitFor();
  // The day's CSV totals them too, after the bills' table.
  const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("button", { name: "Download CSV" }).click()]);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  const money = csv.trimEnd().split("\r\n\r\n")[1]?.split("\r\n") ?? [];
  expect(money[0]).toBe("Change,By,Reason or staff member,Count,Amount");
  expect(money).toContainEqual(expect.stringMatching(/^Discount,Reason,Regular,1,\d+\.\d\d$/));
  expect(money).toContainEqual(expect.stringMatching(new RegExp(`^Void,Reason,${VOID_REASON},1,\\d+\\.\\d\\d$`)));
  expect(money).toContainEqual(expect.stringMatching(/^Void,Staff,waiter-[^,]+,1,\d+\.\d\d$/));
}
