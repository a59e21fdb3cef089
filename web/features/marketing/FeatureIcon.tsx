/**
 * The landing page's feature icons, drawn inline: an emoji would show as an empty box on a phone or
 * tablet without an emoji font, and a few stroked paths cost less than an icon font.
 */
const PATHS = {
  website: ["M3 12h18", "M12 3a14 14 0 0 1 0 18", "M12 3a14 14 0 0 0 0 18", "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18"],
  delivery: ["M3 16h2l3-6h6l2 6h2", "M14 10l-1-4h3", "M7 19a2 2 0 1 0 0-4a2 2 0 1 0 0 4", "M17 19a2 2 0 1 0 0-4a2 2 0 1 0 0 4"],
  qr: ["M4 4h6v6H4z", "M14 4h6v6h-6z", "M4 14h6v6H4z", "M14 14h2v2h-2z", "M18 18h2v2h-2z", "M14 18h2", "M18 14h2"],
  waitlist: ["M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18", "M12 7v5l3 2"],
  events: ["M4 6h16v14H4z", "M4 10h16", "M8 3v4", "M16 3v4", "M9 15l2 2l4-4"],
  analytics: ["M4 20V4", "M4 20h16", "M8 16v-4", "M12 16V8", "M16 16v-6"],
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return (
    <svg
      className={className}
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
