import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const subtitle = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, padding: 0, listStyle: "none", display: "flex", flexDirection: "column" });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0 } },
});

export const who = style({ display: "flex", flexDirection: "column", minWidth: 0, overflowWrap: "anywhere" });

export const badges = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger });

export const offline = style({
  padding: vars.space.md,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
});

/** A field with its button beside it; the button wraps below the field on a narrow phone. */
export const fieldAndButton = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

globalStyle(`${fieldAndButton} > :first-child`, { flex: "1 1 14rem" });

/** Tap targets of at least 44 px, for phones and tablets. */
export const action = style({ minHeight: "44px" });

export const dialogActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });
