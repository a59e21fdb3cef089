import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const card = style({
  margin: 0,
  width: "100%",
  maxWidth: "340px",
  justifySelf: "center",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  // A phone-sized picture: it explains the product on wide screens and would only push the copy down on a phone.
  "@media": { "screen and (max-width: 899px)": { display: "none" } },
});

export const header = style({ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: vars.fontSize.lg });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const line = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });

export const total = style([
  line,
  { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, fontWeight: vars.fontWeight.bold },
]);

export const action = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textAlign: "center",
  fontWeight: vars.fontWeight.medium,
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: "center" });
