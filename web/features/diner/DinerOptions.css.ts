import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** Every control a thumb presses is at least this tall (as on the rest of the diner's page). */
const TAP = "44px";

export const languageSwitch = style({
  display: "inline-flex",
  margin: 0,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  gap: vars.space.xxs,
});

export const languageOption = style({
  minHeight: TAP,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.bold },
  },
});
