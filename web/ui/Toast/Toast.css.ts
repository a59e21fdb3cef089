import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { TOAST_STRIP_PAGE } from "./toastStripSelector";

const slideIn = keyframes({ from: { transform: "translateX(calc(100% + 24px))" }, to: { transform: "translateX(0)" } });
const swipeOut = keyframes({
  from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  to: { transform: "translateX(calc(100% + 24px))" },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** A screen with tickets (data-toast-strip, see toastStrip.css.ts) keeps toasts in a strip of their own below it. */
const IN_STRIP = `${TOAST_STRIP_PAGE} &`;

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  maxWidth: "420px",
  margin: 0,
  padding: vars.space.lg,
  listStyle: "none",
  outline: "none",
  "@media": {
    screen: {
      selectors: {
        // The line shows where the scrolling screen ends and the toasts' own strip begins.
        [IN_STRIP]: {
          position: "static",
          maxWidth: "none",
          alignItems: "flex-end",
          padding: `${vars.space.sm} ${vars.space.lg}`,
          borderTop: `1px solid ${vars.color.border}`,
          background: vars.color.background,
        },
        [`${IN_STRIP}:empty`]: { padding: 0, borderTop: "none" },
      },
    },
  },
});

const root = style({
  display: "grid",
  // The viewport's width less its padding: the same width floating or in a strip.
  width: "min(100%, 388px)",
  gridTemplateColumns: "1fr auto",
  alignItems: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: "1px solid",
  selectors: {
    "&[data-state='open']": { animation: `${slideIn} 180ms ease-out` },
    "&[data-state='closed']": { animation: `${fadeOut} 120ms ease-in` },
    "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    "&[data-swipe='cancel']": { transform: "translateX(0)", transition: "transform 200ms ease-out" },
    "&[data-swipe='end']": { animation: `${swipeOut} 120ms ease-out` },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const variant = styleVariants({
  default: [root, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border }],
  destructive: [root, { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger }],
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm, marginTop: vars.space.xxs });

export const close = style({
  border: 0,
  background: "transparent",
  cursor: "pointer",
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  lineHeight: 1,
  fontSize: vars.fontSize.lg,
});
