import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHeading } from "../../scripts/browser-flows";
import { slugFromName } from "../../shared/slug";

interface Device {
  context: BrowserContext;
  page: Page;
}

/**
 * The evening's waitlist (docs/api.md, Waitlist and reservations): a party joins the queue at the
 * door from a phone, the owner's host stand notifies it (the phone says so at once) and seats it at
 * `tableNumber`, the floor shows the table Seated, and the party orders from that table's QR code.
 */
export async function waitlistEvening(
  owner: Page,
  {
    restaurantName,
    tableNumber,
    qrCode,
    newPhone,
  }: { restaurantName: string; tableNumber: string; qrCode: string; newPhone: () => Promise<Device> },
): Promise<void> {
  const party = await newPhone();
  try {
    await party.page.goto(`/w/${slugFromName(restaurantName)}`);
    await party.page.getByLabel("Your name").fill("Kabir");
    await party.page.getByLabel("Phone number").fill("9811122233");
    await party.page.getByLabel("How many people?").fill("2");
    await party.page.getByRole("button", { name: "Join the waitlist" }).click();
    await party.page.getByText("You are number 1 in the queue").waitFor();
    await waitForHeading(party.page, restaurantName);

    await owner.goto("/host-stand");
    await waitForHeading(owner, "Host Stand");
    const entry = owner.getByRole("listitem", { name: "Kabir, party of 2" });
    await entry.getByRole("button", { name: "Notify" }).click();
    await party.page.getByText("Your table is ready! Please come to the host stand.").waitFor();
    await entry.getByRole("combobox", { name: "Table for Kabir" }).selectOption({ label: `Table ${tableNumber} (2)` });
    await entry.getByRole("button", { name: "Seat" }).click();
    await party.page.getByText(`Enjoy your meal at table ${tableNumber}`).waitFor();

    await owner.goto("/floor");
    const tile = owner.getByRole("list", { name: "Tables" }).getByRole("button", { name: new RegExp(`^Table ${tableNumber}:`) });
    await expect.poll(() => tile.getAttribute("data-state")).toBe("seated");

    // Seated, the party orders from the table's own QR code: the floor moves on from Seated to Ordered.
    await party.page.goto(`/menu/${qrCode}`);
    await waitForHeading(party.page, restaurantName);
    await party.page
      .getByRole("listitem")
      .filter({ has: party.page.getByRole("heading", { level: 3, name: "Butter Naan" }) })
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await party.page.getByRole("button", { name: "Cart (1)", exact: true }).click();
    const cart = party.page.getByRole("dialog", { name: "Your Order" });
    await cart.getByLabel("Your Name *").fill("Kabir");
    await cart.getByLabel("Phone Number *").fill("9811122233");
    await cart.getByLabel("Email Address *").fill("kabir@example.in");
    await cart.getByRole("button", { name: "Place Order" }).click();
    await expect.poll(() => tile.getAttribute("data-state"), { timeout: 15_000 }).toBe("ordered");
  } finally {
    await party.context.close();
  }
}
