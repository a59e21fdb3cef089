import { describe, expect, it } from "vitest";
import type { DinerMenuItem } from "../../../shared/schemas/qr";
import { localizeMenu } from "./localizeMenu";
import { billLineName, orderLineName } from "./localLines";

const dish = (id: string, name: string, localName: string, optionGroups: DinerMenuItem["optionGroups"] = []): DinerMenuItem => ({
  id,
  name,
  description: "",
  price: 180,
  category: "Biryani",
  isAvailable: true,
  localName,
  localDescription: "",
  optionGroups,
  diet: null,
});

const choice = (id: string, name: string, localName: string) => ({ id, name, localName, priceDelta: 0, isAvailable: true });
const portion = { id: "portion", name: "Portion", localName: "मात्रा", kind: "single" as const, required: true };
const addons = { id: "addons", name: "Add-ons", localName: "साथ में", kind: "multiple" as const, required: false };

const menu = [
  dish("biryani", "Chicken Biryani", "चिकन बिरयानी", [
    { ...portion, choices: [choice("half", "Half", "हाफ़"), choice("full", "Full", "फ़ुल")] },
    { ...addons, choices: [choice("raita", "Raita", "रायता")] },
  ]),
  dish("butter", "Butter Chicken", "बटर चिकन"),
  dish("butter-biryani", "Butter Chicken Biryani", "बटर चिकन बिरयानी"),
];

describe("a bill line in the diner's language", () => {
  it("names the dish and each choice from the menu, add-ons with their +", () => {
    expect(billLineName("Chicken Biryani · Full · + Raita", menu, "hi")).toBe("चिकन बिरयानी · फ़ुल · + रायता");
    expect(billLineName("Chicken Biryani · Full · + Raita", menu, "en")).toBe("Chicken Biryani · Full · + Raita");
  });

  it("takes the longest dish name, so a longer dish is not read as a shorter one with a choice", () => {
    expect(billLineName("Butter Chicken Biryani", menu, "hi")).toBe("बटर चिकन बिरयानी");
    expect(billLineName("Butter Chicken", menu, "hi")).toBe("बटर चिकन");
  });

  it("keeps a line the menu cannot account for as billed", () => {
    expect(billLineName("Chicken Biryani · Family Pack", menu, "hi")).toBe("Chicken Biryani · Family Pack");
    expect(billLineName("Old Dish", menu, "hi")).toBe("Old Dish");
  });
});

describe("an order line in the diner's language", () => {
  const hindi = localizeMenu(menu, "hi");
  const full = { groupId: "portion", choiceId: "full", groupName: "Portion", choiceName: "Full", priceDelta: 0, kind: "single" as const };
  const placed = { id: "biryani", name: "Chicken Biryani", options: [full] };

  it("names a placed line's dish and choices by their ids", () => {
    expect(orderLineName(placed, hindi)).toBe("चिकन बिरयानी · फ़ुल");
  });

  it("keeps the placed names for a dish or choice the menu no longer has", () => {
    expect(orderLineName({ ...placed, id: "gone" }, hindi)).toBe("Chicken Biryani · Full");
    expect(orderLineName({ ...placed, options: [{ ...full, choiceId: "family" }] }, hindi)).toBe("चिकन बिरयानी · Full");
  });
});
