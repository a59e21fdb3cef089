/** Rasoi's brand colours (maroon and cream as in web/theme/theme.css.ts), shared by the icon drawing and the web manifest. */
export const palette = {
  saffron: "#f4a300",
  maroon: "#6d1a2a",
  cream: "#fff8ec",
} as const;
