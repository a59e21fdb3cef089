import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/** One order or call on the floor's screens: a bordered box, its lines stacked. A style rule like stackedList. */
export const floorCard: StyleRule = {
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
};
