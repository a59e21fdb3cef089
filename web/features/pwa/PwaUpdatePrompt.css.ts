import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { TOAST_STRIP_PAGE } from "../../ui/Toast/toastStripSelector";

export const banner = style({
  position: "fixed",
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 50,
  marginInline: "auto",
  maxWidth: "420px",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.maroon,
  color: vars.color.onMaroon,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  "@media": {
    screen: {
      selectors: {
        // A screen with tickets keeps the prompt below its scrolling board, as it does toasts (docs/decisions/069-toast-strip.md).
        [`${TOAST_STRIP_PAGE} &`]: { position: "static", marginBlock: vars.space.sm },
      },
    },
  },
});

export const message = style({
  margin: 0,
  flex: "1 1 12rem",
});

export const actions = style({
  display: "flex",
  gap: vars.space.sm,
});
