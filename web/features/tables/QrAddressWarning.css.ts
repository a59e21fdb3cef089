import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const warning = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const address = style({ fontFamily: "monospace", fontSize: vars.fontSize.sm });
