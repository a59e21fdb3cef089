/**
 * Debian's Chromium, never a downloaded browser. The flags keep it quiet and reproducible in
 * containers: no sandbox (we run as root), no GPU, no QUIC, no background phoning home.
 * Shared by scripts/make-icons.ts and the e2e harness; an empty CHROMIUM_PATH counts as unset,
 * as .ci/run treats it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
