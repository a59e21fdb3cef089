import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const row = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
});
