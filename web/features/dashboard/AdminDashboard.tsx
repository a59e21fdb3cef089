import { conversionRate } from "../../../shared/stats";
import { useDemoRequests, useRestaurants } from "../../data/hooks";
import { Badge } from "../../ui/Badge/Badge";
import { Page } from "../../ui/Page/Page";
import { StaffCard } from "../staff/StaffCard";
import * as styles from "./Dashboard.css";
import { QuickActions } from "./QuickActions";
import { RecentList } from "./RecentList";
import { StatCard } from "./StatCard";

/** Platform figures from this device's copy of the restaurant and demo-request lists (newest first). */
export function AdminDashboard() {
  const restaurantList = useRestaurants();
  const demoList = useDemoRequests();

  return (
    <Page title="Admin Dashboard" lead="An overview of restaurants and demo requests.">
      <div className={styles.stats}>
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
      </div>
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
                <span className={styles.muted}>{item.email}</span>
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
                <span className={styles.muted}>{item.email}</span>
              </span>
              {item.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>}
            </>
          )}
        />
      </div>
      <StaffCard />
      <QuickActions />
    </Page>
  );
}
