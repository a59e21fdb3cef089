import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

/** Lists of accounts and restaurants with a switch per row (Staff card, operator's lists). */
export const list = style(stackedList());

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

/** Long names and e-mails break inside themselves rather than push the row off a phone's screen. */
export const who = style({ display: "flex", flexDirection: "column", minWidth: 0, overflowWrap: "anywhere" });

export const badges = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger });

/** A line about a list (its count, why it is empty) rather than a row of it. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Text as its sender wrote it (a demo request's message), line breaks kept. */
export const message = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

/** Tap targets of at least 44 px, for phones and tablets. */
export const action = style({ minHeight: "44px" });

export const dialogActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });
