import { style } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";
import { vars } from "../../theme/contract.css";

export const section = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xxl, textAlign: "center" });

export const sectionLead = style({
  maxWidth: "640px",
  margin: "0 auto",
  textAlign: "center",
  color: vars.color.textMuted,
});

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.accentSoft} 0%, ${vars.color.background} 70%)`,
});

export const heroInner = style([
  section,
  {
    display: "grid",
    alignItems: "center",
    "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
  },
]);

export const heroText = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.lg });

export const eyebrow = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  fontSize: vars.fontSize.sm,
});

export const heroTitle = style({ fontSize: vars.fontSize.display, maxWidth: "18ch" });

export const heroCopy = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: "60ch" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const grid = style(autoGrid(260));

export const statGrid = style([autoGrid(150), { margin: 0 }]);

export const stat = style({
  display: "flex",
  // The figure reads first on screen, the label first for screen readers (dt before dd).
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.lg,
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const statLabel = style({ color: vars.color.textMuted });

export const featureIcon = style({ display: "block", color: vars.color.primary, marginBottom: vars.space.sm });

export const muted = style({ color: vars.color.textMuted });

export const band = style({ background: vars.color.surfaceMuted });

export const figure = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.lg });

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg, fontStyle: "italic" });

export const person = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const avatar = style({
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.pill,
  background: vars.color.maroon,
  color: vars.color.onMaroon,
  fontWeight: vars.fontWeight.bold,
});

export const trusted = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const trustedName = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
});

export const cta = style({ background: vars.color.maroon, color: vars.color.onMaroon });

export const ctaInner = style([section, { alignItems: "center", textAlign: "center" }]);

export const ctaLead = style({ maxWidth: "60ch", opacity: 0.95 });

export const ctaLink = style({ color: vars.color.onMaroon, fontWeight: vars.fontWeight.bold });

export const footer = style({ background: vars.color.text, color: vars.color.background });

export const footerInner = style([
  section,
  { padding: `${vars.space.xl} ${vars.space.lg}`, flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" },
]);

export const footerLink = style({ color: vars.color.background });

export const footerList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, margin: 0, padding: 0, listStyle: "none" });
