import { Navigate } from "@tanstack/react-router";
import { useSessionUser } from "../../data/session";
import { Page } from "../../ui/Page/Page";
import { KitchenBoard } from "../kitchen";
import { FloorBoard } from "../waiter";
import { AdminDashboard } from "./AdminDashboard";
import { StaffPanel } from "./StaffPanel";

const WAITER_COMING = ["Customer Service"] as const;
const CHEF_COMING = ["Inventory", "Menu Planning"] as const;

/** docs/product.md, Dashboard: signed out shows Loading... and goes to /login; otherwise the role's view. */
export function DashboardPage() {
  const user = useSessionUser();
  if (!user) {
    return (
      <>
        <Page title="Loading..." narrow />
        <Navigate to="/login" replace />
      </>
    );
  }
  if (user.role === "waiter") {
    return (
      <StaffPanel title="Waiter Panel" features={WAITER_COMING}>
        <FloorBoard />
      </StaffPanel>
    );
  }
  if (user.role === "chef") {
    return (
      <StaffPanel title="Chef Panel" features={CHEF_COMING}>
        <KitchenBoard />
      </StaffPanel>
    );
  }
  return <AdminDashboard user={user} />;
}
