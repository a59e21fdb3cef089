import { createGlobalTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";
// The brand colours also go into the web manifest, the theme-color meta and the icons (vite.config.ts, scripts/make-icons.ts).
import palette from "./palette.json" with { type: "json" };

/*
 * Warm palette: saffron, turmeric, deep maroon on cream. Text colours are checked for WCAG AA
 * (4.5:1) on the backgrounds they are used on: text #2b1510 on cream #fff8ec is about 16:1,
 * textMuted #6b4a3a about 7.6:1, white on primary #a63d10 about 6.4:1, white on maroon #6d1a2a
 * about 11:1, white on danger #b42318 about 6.5:1, accent text #8a5a00 on accentSoft about 5:1.
 */
createGlobalTheme(":root", vars, {
  color: {
    background: palette.cream,
    surface: "#ffffff",
    surfaceMuted: "#fbeedb",
    text: "#2b1510",
    textMuted: "#6b4a3a",
    border: "#e8d5bc",
    primary: "#a63d10",
    primaryHover: "#8a300a",
    onPrimary: "#ffffff",
    accent: "#8a5a00",
    accentSoft: "#fde9b8",
    onAccent: "#2b1510",
    maroon: palette.maroon,
    onMaroon: "#ffffff",
    success: "#1f6b3a",
    successSoft: "#dcf2e3",
    danger: "#b42318",
    dangerHover: "#931d14",
    dangerSoft: "#fde4e1",
    onDanger: "#ffffff",
    focus: "#c2410c",
    overlay: "rgba(43, 21, 16, 0.55)",
  },
  space: {
    xxs: "2px",
    xs: "4px",
    sm: "8px",
    md: "12px",
    lg: "16px",
    xl: "24px",
    xxl: "32px",
    xxxl: "56px",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Noto Serif", "Times New Roman", serif',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "clamp(2rem, 6vw, 3.25rem)",
  },
  fontWeight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.2", normal: "1.55" },
  shadow: {
    sm: "0 1px 2px rgba(43, 21, 16, 0.08)",
    md: "0 4px 12px rgba(43, 21, 16, 0.10)",
    lg: "0 12px 32px rgba(43, 21, 16, 0.18)",
  },
  layout: { maxWidth: "1200px", navHeight: "64px" },
});
