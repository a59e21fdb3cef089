/** Rasoi's brand colours, shared by the icon drawing and the web manifest so they cannot drift. */
export const palette = {
  saffron: "#f4a300",
  maroon: "#7a1f2b",
  cream: "#fff8ec",
} as const;
