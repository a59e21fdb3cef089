import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FEATURES } from "./content";
import { FeatureCards } from "./FeatureCards";

describe("FeatureCards", () => {
  it("draws each of the six features' icons as inline SVG, with no emoji that a device may lack", () => {
    render(<FeatureCards />);
    expect(FEATURES).toHaveLength(6);
    for (const feature of FEATURES) {
      const card = screen.getByRole("region", { name: feature.title });
      const icon = card.querySelector("svg");
      expect(icon?.getAttribute("aria-hidden")).toBe("true");
      expect(icon?.querySelectorAll("path").length).toBeGreaterThan(0);
      expect(within(card).getByRole("heading").textContent?.trim()).toBe(feature.title);
      expect(card.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
