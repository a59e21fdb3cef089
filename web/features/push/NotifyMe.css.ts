import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const box = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.textMuted });
