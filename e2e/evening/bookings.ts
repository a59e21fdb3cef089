import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHeading } from "../../scripts/browser-flows";

/** A time `minutes` from now, on a quarter hour, as the restaurant's (IST) date and clock the form takes. */
function restaurantClock(minutes: number): { date: string; time: string } {
  const quarter = 15 * 60_000;
  const at = Math.ceil((Date.now() + minutes * 60_000) / quarter) * quarter;
  const wall = new Date(at + 330 * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/**
 * The evening's booking (docs/api.md, Waitlist and reservations): the owner takes a reservation for
 * `tableNumber` within the hour at the host stand, the floor shows the table Reserved with the guest's
 * name, and the guest cancels by phone, which frees the table on the floor for the walk-ins.
 */
export async function bookingEvening(owner: Page, tableNumber: string): Promise<void> {
  await owner.goto("/host-stand");
  await waitForHeading(owner, "Host Stand");
  await owner.getByRole("button", { name: "New Reservation" }).click();
  const form = owner.getByRole("dialog", { name: "New Reservation" });
  const soon = restaurantClock(30);
  await form.getByLabel("Guest Name").fill("Mehra");
  await form.getByLabel("Phone Number").fill("98450 33333");
  await form.getByLabel("Party Size").fill("2");
  await form.getByLabel("Table", { exact: true }).selectOption({ label: `Table ${tableNumber} (2 seats)` });
  await form.getByLabel("Date").fill(soon.date);
  await form.getByLabel("Time").fill(soon.time);
  await form.getByRole("button", { name: "Save Reservation" }).click();
  const booking = owner.getByRole("listitem", { name: /^Mehra, / });
  await booking.waitFor();

  await owner.goto("/floor");
  const tile = owner.getByRole("list", { name: "Tables" }).getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) });
  await tile.getByText(/^Reserved .+ · Mehra \(2\)$/).waitFor();
  expect(await tile.getAttribute("data-reserved")).toBe("true");

  await owner.goto("/host-stand");
  await waitForHeading(owner, "Host Stand");
  await booking.getByRole("button", { name: "Cancel" }).click();
  // Cancelled on the device before the owner leaves the page: a reload could otherwise cut the local write short.
  await expect.poll(() => booking.getAttribute("data-status"), { timeout: 15_000 }).toBe("cancelled");
  await owner.goto("/floor");
  await expect.poll(() => tile.getAttribute("data-reserved"), { timeout: 15_000 }).toBeNull();
}
