import { billsOfDay, SALES_FIGURE_LABELS, salesFigures } from "../../../shared/billing/figures";
import { formatPaise } from "../../../shared/billing/paise";
import { bestSellersOf, openOrdersOf, ordersOfDay } from "../../../shared/restaurant-day";
import { useBills, useCustomers, useMenuItems, useOrders, useRestaurantSettings, useTables } from "../../data/hooks";
import { StatCard, StatGrid } from "../../ui/StatCard/StatCard";
import * as styles from "./Dashboard.css";
import { RecentList } from "./RecentList";
import { SetupChecklist } from "./SetupChecklist";

const BEST_SELLERS_SHOWN = 5;

/** The signed-in admin's own restaurant today, from this device's copy of its data. */
export function RestaurantOverview({ restaurantId, now = new Date() }: { restaurantId: string; now?: Date }) {
  const orders = useOrders();
  const customers = useCustomers();
  const menuItems = useMenuItems();
  const tables = useTables();
  const bills = useBills();
  // Today is the restaurant's business day, which ends at its own hour (docs/decisions/092-shifts-and-the-business-day.md).
  const settings = useRestaurantSettings();
  const dayEndsAt = settings?.dayEndsAt;
  const today = orders && settings !== undefined ? ordersOfDay(orders, now, dayEndsAt) : undefined;
  // Sales are the bills made today, the same figure as Reports (docs/billing.md, The figures).
  const sales = bills && settings !== undefined ? salesFigures(billsOfDay(bills, now, dayEndsAt)) : undefined;

  return (
    <>
      {menuItems && tables ? (
        <SetupChecklist restaurantId={restaurantId} menuItemCount={menuItems.length} tableCount={tables.length} />
      ) : null}
      <StatGrid>
        <StatCard title="Today's Orders" value={today ? String(today.length) : undefined} />
        <StatCard title={`Today's ${SALES_FIGURE_LABELS.netSalesPaise}`} value={sales ? formatPaise(sales.netSalesPaise) : undefined} />
        <StatCard title="Open Orders" value={orders ? String(openOrdersOf(orders).length) : undefined} />
        <StatCard title="Customers" value={customers ? String(customers.length) : undefined} />
      </StatGrid>
      <RecentList
        title="Best Sellers Today"
        items={today ? bestSellersOf(today, BEST_SELLERS_SHOWN) : undefined}
        empty="No orders yet today."
        keyOf={(dish) => dish.id}
        renderItem={(dish) => (
          <>
            <strong>{dish.name}</strong>
            <span className={styles.muted}>{dish.quantity} sold</span>
          </>
        )}
      />
    </>
  );
}
