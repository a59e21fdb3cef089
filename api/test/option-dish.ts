import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { DEMO_RESTAURANT_ID } from "../../shared/constants";
import type { MenuItem } from "../../shared/schemas/menu";
import type { App } from "../app";
import { send } from "./route-test-helpers";

/** A spice level: optional, single, free. */
export const SPICE_GROUP = {
  id: "spice",
  name: "Spice Level",
  kind: "single",
  required: false,
  choices: [
    { id: "mild", name: "Mild", priceDelta: 0 },
    { id: "spicy", name: "Spicy", priceDelta: 0 },
  ],
};

/** A biryani's groups as a restaurant writes them: a required portion, a free spice level, a priced add-on. */
const BIRYANI_GROUPS = [
  {
    id: "portion",
    name: "Portion",
    kind: "single",
    required: true,
    choices: [
      { id: "half", name: "Half", priceDelta: 0 },
      { id: "full", name: "Full", priceDelta: 140 },
    ],
  },
  SPICE_GROUP,

  { id: "addons", name: "Add-ons", kind: "multiple", required: false, choices: [{ id: "raita", name: "Raita", priceDelta: 30 }] },
];

/** A biryani of the demo restaurant of its own (Half ₹180, Full +₹140), added by the admin, so no test reads another's dish. */
export async function newOptionDish(app: App, adminCookie: string): Promise<MenuItem> {
  const response = await send(app, "POST", `/api/restaurants/${DEMO_RESTAURANT_ID}/menu`, {
    cookie: adminCookie,
    body: {
      name: `Chicken Biryani ${randomUUID().slice(0, 8)}`,
      description: "Dum",
      price: 180,
      category: "Main Course",
      optionGroups: BIRYANI_GROUPS,
    },
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** Chosen options from [group, choice] pairs. */
export const pick = (...choices: [string, string][]) => choices.map(([groupId, choiceId]) => ({ groupId, choiceId }));
