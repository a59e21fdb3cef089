import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

/** A line about the list (its count, why it is empty) rather than a row of it. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failure = style({ margin: 0, color: vars.color.danger });

/** A demo request's message as its sender wrote it, line breaks kept. */
export const message = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
