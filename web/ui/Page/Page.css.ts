import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const page = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
});

export const narrow = style({ maxWidth: "480px" });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const title = style({ fontSize: vars.fontSize.xxl });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
