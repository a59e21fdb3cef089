import type { FeatureIconName } from "./FeatureIcon";

/** The landing page's copy (docs/product.md, Landing page). */

export const IMPACT_STATS = [
  { value: "40%", label: "more web traffic" },
  { value: "50%", label: "more revenue" },
  { value: "28%", label: "more mobile orders" },
  { value: "25%", label: "customer conversion" },
] as const;

export const FEATURES = [
  {
    icon: "website",
    title: "Restaurant Websites",
    body: "A fast, mobile-first website with your menu, photos and timings that ranks on local search.",
  },
  {
    icon: "delivery",
    title: "Takeout & Delivery with UPI",
    body: "Take orders for pickup and delivery on your own site and get paid instantly over UPI.",
  },
  {
    icon: "qr",
    title: "QR Order & Pay",
    body: "Diners scan the table QR, browse the menu, order and pay without waiting for a waiter.",
  },
  {
    icon: "waitlist",
    title: "Digital Waitlist",
    body: "Guests join the queue from their phone and get a message when their table is ready.",
  },
  {
    icon: "events",
    title: "Events Management",
    body: "Book birthdays, kitty parties and corporate dinners with menus, deposits and reminders.",
  },
  {
    icon: "analytics",
    title: "Analytics Dashboard",
    body: "See sales, best-selling dishes and repeat guests at a glance, across every outlet.",
  },
] as const satisfies readonly { icon: FeatureIconName; title: string; body: string }[];

export const TESTIMONIALS = [
  {
    name: "Priya Sharma",
    role: "Owner, Spice Route, Bengaluru",
    quote:
      "Since we put QR ordering on every table, our Friday rush feels calm. Orders reach the kitchen instantly and table turns went up.",
  },
  {
    name: "Rajesh Iyer",
    role: "Founder, Dakshin Tiffin House, Chennai",
    quote: "Our own website now brings more takeout orders than the aggregators, and we keep the margin. UPI payments just work.",
  },
] as const;

export const TRUSTED_RESTAURANTS = ["Spice Route", "Dakshin Tiffin House", "Punjab Grill House", "Kolkata Kitchen"] as const;

/** "Priya Sharma" → "PS", for the testimonial avatars. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

/** The hero's picture of the product: a diner's QR order as it reaches the kitchen. */
export const HERO_SAMPLE_ORDER = {
  table: "Table 4",
  placedBy: "Ananya · 2 min ago",
  lines: [
    { name: "Paneer Tikka", quantity: 2, price: 280 },
    { name: "Butter Naan", quantity: 3, price: 60 },
    { name: "Masala Chai", quantity: 2, price: 40 },
  ],
} as const;
