import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const subtitle = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

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
