import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const layout = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))" });

export const queue = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md });

export const entry = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // A party called to the door, and a website's booking request still to confirm, stand out.
  selectors: {
    '&:is([data-status="notified"], [data-status="requested"])': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});

export const entryHead = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const muted = style({ color: vars.color.textMuted });

export const subhead = style({ fontSize: vars.fontSize.md, margin: 0 });
