/** Restaurants per demo request as a rounded percent; 0 when either count is zero (docs/product.md, Dashboard). */
export function conversionRate(restaurants: number, demoRequests: number): number {
  if (restaurants === 0 || demoRequests === 0) return 0;
  return Math.round((restaurants / demoRequests) * 100);
}

/** Total spent over total orders, rounded to whole rupees; 0 with no orders (docs/product.md, Formats). */
export function averageOrderValue(totalSpent: number, totalOrders: number): number {
  if (totalOrders === 0) return 0;
  return Math.round(totalSpent / totalOrders);
}

/** Average seats per table to one decimal, as a display string ("3.5"); "0.0" with no tables. */
export function averageTableSize(capacities: readonly number[]): string {
  if (capacities.length === 0) return "0.0";
  const total = capacities.reduce((sum, seats) => sum + seats, 0);
  return (total / capacities.length).toFixed(1);
}
