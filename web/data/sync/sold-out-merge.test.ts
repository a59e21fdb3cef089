import { describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../../api/test/test-support";
import { setupSyncTests, syncUntilQuiet } from "../../test/syncDevices";

const bed = setupSyncTests();

describe("a sold-out tap made offline", () => {
  it("keeps the price another device set meanwhile", async () => {
    const laptop = await bed.device(DEMO_LOGINS.admin);
    const tablet = await bed.device(DEMO_LOGINS.admin);
    const { id } = await laptop.mutate.addMenuItem({ name: "Kofta", description: "Dumplings", price: 250, category: "Curries" });
    await syncUntilQuiet(laptop);
    await tablet.engine.refresh();
    expect(await tablet.db.menuItems.get(id)).toMatchObject({ price: 250 });

    // The tablet is off the Wi-Fi when the chef taps sold out; the laptop raises the price.
    tablet.faults.plan = () => "drop-before";
    await tablet.mutate.setMenuItemAvailability({ id, isAvailable: false });
    await laptop.mutate.updateMenuItem({ id, name: "Kofta", description: "Dumplings", price: 300, category: "Curries", isAvailable: true });
    await syncUntilQuiet(laptop);

    tablet.faults.plan = () => undefined;
    await syncUntilQuiet(tablet);
    const stored = await bed.server.db
      .selectFrom("menuItems")
      .select(["price", "isAvailable"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price: 300, isAvailable: 0 });
    expect(await tablet.db.menuItems.get(id)).toMatchObject({ price: 300, isAvailable: false });
    await laptop.engine.refresh();
    expect(await laptop.db.menuItems.get(id)).toMatchObject({ price: 300, isAvailable: false });
  });
});
