import { style } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";
import { vars } from "../../theme/contract.css";
import { stackedList } from "../../theme/stackedList";

export const lists = style(autoGrid(340));

export const list = style(stackedList());

export const row = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0 } },
});

export const rowText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
