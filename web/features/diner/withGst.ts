/** "₹800 + GST" where the bill adds GST to the menu's prices, so ₹840 on the bill surprises no one (docs/decisions/077-bill-reads-the-same.md). */
export const withGst = (amount: string, gstOnTop: boolean): string => (gstOnTop ? `${amount} + GST` : amount);
