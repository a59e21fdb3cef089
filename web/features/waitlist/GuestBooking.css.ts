import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/*
 * The Book a table page's own few styles: sharing the door page's would split them into a chunk of
 * their own, and its headers alone would take the door page over its 100 KB budget.
 */

export const page = style({ maxWidth: "480px", margin: "0 auto", padding: vars.space.lg, display: "grid", gap: vars.space.lg });

export const stack = style({ display: "grid", gap: vars.space.md });

export const heading = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const done = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  margin: 0,
});

export const when = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });

export const quiet = style({ color: vars.color.textMuted, margin: 0 });

export const problem = style({ color: vars.color.danger, margin: 0 });
