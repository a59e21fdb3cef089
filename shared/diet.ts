import { DIETS, type Diet } from "./constants";

/** A stored or received diet mark; anything but veg, non-veg or egg reads as not marked. */
export function dietOf(value: unknown): Diet | null {
  return DIETS.find((diet) => diet === value) ?? null;
}
