import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/renderWithRouter";
import { PricingPage } from "./PricingPage";

function fullServiceFoundations() {
  const family = screen.getByRole("region", { name: "Full Service plans" });
  return within(family).getByRole("region", { name: "Foundations (Full Service)" });
}

describe("PricingPage billing toggle", () => {
  it("starts on Monthly with monthly prices", async () => {
    renderWithRouter(<PricingPage />);

    const monthly = await screen.findByRole("button", { name: "Monthly" });
    expect(monthly.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Annual" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(fullServiceFoundations()).getByText("₹4,999/month")).toBeTruthy();
    expect(within(fullServiceFoundations()).queryByText(/billed/)).toBeNull();
  });

  it("shows the discounted monthly equivalent and the yearly total on Annual", async () => {
    const user = userEvent.setup();
    renderWithRouter(<PricingPage />);

    await user.click(await screen.findByRole("button", { name: "Annual" }));

    expect(screen.getByRole("button", { name: "Annual" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(fullServiceFoundations()).getByText("₹3,999/month")).toBeTruthy();
    expect(within(fullServiceFoundations()).getByText("billed ₹47,990 yearly")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Monthly" }));
    expect(within(fullServiceFoundations()).getByText("₹4,999/month")).toBeTruthy();
  });

  it("marks Signature as Most Popular", async () => {
    renderWithRouter(<PricingPage />);
    const signature = await screen.findByRole("region", { name: "Signature (Full Service)" });
    expect(within(signature).getByText("Most Popular")).toBeTruthy();
  });
});
