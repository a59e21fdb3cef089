import type { SessionUser } from "../../../shared/schemas/auth";
import { conversionRate } from "../../../shared/stats";
import { useDemoRequests, useRestaurants, useTables } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { Email } from "../../ui/Email/Email";
import { Page } from "../../ui/Page/Page";
import { StatCard, StatGrid } from "../../ui/StatCard/StatCard";
import { OutletsCard } from "../outlets";
import { StaffCard } from "../staff";
import { useRestaurantName } from "../tables";
import * as styles from "./Dashboard.css";
import { QuickActions } from "./QuickActions";
import { RecentList } from "./RecentList";
import { RestaurantOverview } from "./RestaurantOverview";

/**
 * docs/decisions/060-admin-dashboard-per-restaurant.md: every admin sees their own restaurant; the
 * platform operator also sees the platform's figures, as the spec shows them, first.
 */
export function AdminDashboard({ user }: { user: SessionUser }) {
  const tables = useTables();
  // The name comes from one table's public QR answer (decision 023); none before the first table.
  const restaurantName = useRestaurantName(user.restaurantId, tables?.find((table) => table.qrCode)?.qrCode);
  if (!user.isOperator) {
    return (
      <Page title="Admin Dashboard" lead={`${restaurantName ?? "Your restaurant"} today: orders, revenue and what sells.`}>
        <RestaurantOverview restaurantId={user.restaurantId} />
        <OutletsCard user={user} />
        <StaffCard />
        <QuickActions isOperator={false} />
      </Page>
    );
  }
  return (
    <Page title="Admin Dashboard" lead="An overview of restaurants and demo requests.">
      <PlatformOverview />
      <RestaurantOverview restaurantId={user.restaurantId} />
      <OutletsCard user={user} />
      <StaffCard />
      <QuickActions isOperator />
    </Page>
  );
}

/** Platform figures from this device's copy of the restaurant and demo-request lists (newest first). */
function PlatformOverview() {
  const restaurantList = useRestaurants();
  const demoList = useDemoRequests();

  return (
    <>
      <StatGrid>
        <StatCard title="Total Restaurants" value={restaurantList ? String(restaurantList.length) : undefined} />
        <StatCard
          title="Active Restaurants"
          value={restaurantList ? String(restaurantList.filter((item) => item.isActive).length) : undefined}
        />
        <StatCard title="Demo Requests" value={demoList ? String(demoList.length) : undefined} />
        <StatCard
          title="Conversion Rate"
          value={restaurantList && demoList ? `${conversionRate(restaurantList.length, demoList.length)}%` : undefined}
        />
      </StatGrid>
      <div className={styles.lists}>
        <RecentList
          title="Recent Demo Requests"
          items={demoList}
          empty="No demo requests yet."
          keyOf={(item) => item.id}
          renderItem={(item) => (
            <>
              <span className={styles.rowText}>
                <strong>{item.name}</strong>
                <span className={styles.muted}>{item.restaurantName}</span>
                <span className={styles.muted}>
                  <Email address={item.email} />
                </span>
              </span>
              <Badge tone="accent">New</Badge>
            </>
          )}
        />
        <RecentList
          title="Recent Restaurants"
          items={restaurantList}
          empty="No restaurants yet."
          keyOf={(item) => item.id}
          renderItem={(item) => (
            <>
              <span className={styles.rowText}>
                <strong>{item.name}</strong>
                <span className={styles.muted}>{item.cuisine}</span>
                <span className={styles.muted}>
                  <Email address={item.email} />
                </span>
              </span>
              {item.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>}
            </>
          )}
        />
      </div>
    </>
  );
}
