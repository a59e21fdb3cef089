import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", { WebkitTextSizeAdjust: "100%" });

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: "antialiased",
  // Long words (e-mails, phone numbers) must never push the page wider than a 360 px phone.
  overflowWrap: "anywhere",
});

globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

globalStyle("p", { margin: 0 });

globalStyle("a", { color: vars.color.primary });

globalStyle("img, svg", { display: "block", maxWidth: "100%" });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle(":focus:not(:focus-visible)", { outline: "none" });
