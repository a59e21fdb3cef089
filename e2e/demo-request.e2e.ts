import { describe, expect, it } from "vitest";
import { setupJourney } from "./harness";
import { DEMO_SIGN_INS, signIn, waitForHeading } from "./flows";

const journey = setupJourney();

describe("Book A Demo", () => {
  it("a request sent from the landing page shows on the admin dashboard", async () => {
    const { page } = journey;
    const restaurantName = `Dosa Corner ${Date.now().toString(36)}`;
    await page.goto("/");
    await page.getByRole("button", { name: "Book A Demo" }).first().click();

    const dialog = page.getByRole("dialog", { name: "Book A Demo" });
    await dialog.getByLabel("Your Name").fill("Meera Iyer");
    await dialog.getByLabel("Email").fill("meera@dosacorner.in");
    await dialog.getByLabel("Phone").fill("9876543210");
    await dialog.getByLabel("Restaurant Name").fill(restaurantName);
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/demo-requests") && response.request().method() === "POST");
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    expect((await posted).status()).toBe(201);
    await dialog.waitFor({ state: "hidden" });

    await signIn(page, DEMO_SIGN_INS.admin);
    await waitForHeading(page, "Admin Dashboard");
    await page.getByText(restaurantName).waitFor();
  });
});
