import { Navigate, createFileRoute } from "@tanstack/react-router";
import { useSessionUser } from "../features/auth/session";
import { AdminDashboard } from "../features/dashboard/AdminDashboard";
import { StaffPanel } from "../features/dashboard/StaffPanel";
import { Page } from "../ui/Page/Page";

export const Route = createFileRoute("/dashboard")({
  component: DashboardPage,
});

const WAITER_FEATURES = ["Order Management", "Table Status", "Customer Service"] as const;
const CHEF_FEATURES = ["Kitchen Orders", "Inventory", "Menu Planning"] as const;

function DashboardPage() {
  const user = useSessionUser();
  if (!user) {
    return (
      <>
        <Page title="Loading..." narrow />
        <Navigate to="/login" replace />
      </>
    );
  }
  if (user.role === "waiter") return <StaffPanel title="Waiter Panel" features={WAITER_FEATURES} />;
  if (user.role === "chef") return <StaffPanel title="Chef Panel" features={CHEF_FEATURES} />;
  // Spec §6: admin and any unrecognised role see the admin dashboard.
  return <AdminDashboard />;
}
