import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const list = style(stackedList(vars.space.lg));

export const notes = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const notesHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const notesText = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** At least 44 px: staff tap these on phones and tablets. */
export const tapTarget = style({ minHeight: "44px", minWidth: "44px" });
