import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const footer = style({
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
