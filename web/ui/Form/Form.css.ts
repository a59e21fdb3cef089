import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});
