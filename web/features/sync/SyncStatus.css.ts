import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const status = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.onMaroon,
});

export const dot = style({
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  boxShadow: `0 0 0 2px ${vars.color.onMaroon}`,
  selectors: { "&[data-online='false']": { background: vars.color.danger } },
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
});

export const refused = style({
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.onMaroon}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.maroon,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
});

export const list = style(stackedList(vars.space.md));

export const rejection = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const words = style({ margin: 0, overflowWrap: "anywhere" });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "flex-end" });
