import type { Page } from "playwright-core";
import { expect } from "vitest";
import { FakePrinter } from "../../api/test/fake-printer";
import { waitForHeading } from "../../scripts/browser-flows";

/** The evening's two kitchen printers: real TCP listeners the server prints to (api/test/fake-printer.ts). */
export interface EveningPrinters {
  kitchen: FakePrinter;
  tandoor: FakePrinter;
  stop(): Promise<void>;
}

/**
 * Printing (docs/api.md, Printing): the owner points the Kitchen and the Tandoor at their network
 * printers and prints a test page on the Tandoor's from Restaurant Settings. Call after the stations exist.
 */
export async function printersAtStations(owner: Page): Promise<EveningPrinters> {
  const kitchen = await FakePrinter.start();
  const tandoor = await FakePrinter.start();
  const me = (await (await owner.request.get("/api/auth/me")).json()) as { restaurantId: string };
  const stations = (await (await owner.request.get(`/api/restaurants/${me.restaurantId}/stations`)).json()) as {
    id: string;
    name: string;
  }[];
  for (const [name, printer] of [
    ["Kitchen", kitchen],
    ["Tandoor", tandoor],
  ] as const) {
    const station = stations.find((row) => row.name === name);
    const response = await owner.request.put(`/api/stations/${station?.id}`, {
      data: { name, printer: { host: "127.0.0.1", port: printer.port, paper: name === "Tandoor" ? 58 : 80 } },
    });
    expect(response.status()).toBe(200);
  }
  await owner.goto("/restaurant-settings");
  await waitForHeading(owner, "Restaurant Settings");
  await owner.getByRole("listitem", { name: "Tandoor printer" }).getByRole("button", { name: "Test Print" }).click();
  const [page] = await tandoor.printed(1);
  expect(page?.lines.slice(0, 1)).toEqual(["TEST PRINT"]);
  expect(page?.text).toContain("Paper 58 mm");
  return {
    kitchen,
    tandoor,
    stop: async () => {
      await Promise.all([kitchen.switchOff(), tandoor.switchOff()]);
    },
  };
}

/**
 * After table 1's second order (the waiter's naan): the Kitchen printed the biryani once, as KOT 1;
 * the Tandoor printed only the naan, marked ADD with KOT 2, once.
 */
export async function expectAddOnPrintedAlone({ kitchen, tandoor }: EveningPrinters): Promise<void> {
  const [kot] = await kitchen.printed(1);
  expect(kot?.lines[0]).toBe("KOT");
  expect(kot?.text).toContain("KOT 1");
  expect(kot?.text).toContain("1 x Chicken Biryani");
  expect(kot?.text).toContain("SPICE: Spicy");
  const [, add] = await tandoor.printed(2);
  expect(add?.lines[0]).toBe("ADD");
  expect(add?.text).toContain("KOT 2");
  expect(add?.text).toContain("2 x Butter Naan");
  expect(add?.text).not.toContain("Biryani");
  expect(kitchen.tickets).toHaveLength(1);
  expect(tandoor.tickets).toHaveLength(2);
}
