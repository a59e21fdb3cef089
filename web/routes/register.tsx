import { createFileRoute, useSearch } from "@tanstack/react-router";
import { RegisterForm } from "../features/auth/RegisterForm";
import { Card } from "../ui/Card/Card";
import { Page } from "../ui/Page/Page";

export const Route = createFileRoute("/register")({
  // Checked by hand: this part of a route is in the root chunk, where zod would cost every cold visit.
  validateSearch: (search: Record<string, unknown>): { invite?: string } =>
    typeof search.invite === "string" && search.invite !== "" ? { invite: search.invite } : {},
  component: RegisterPage,
});

function RegisterPage() {
  // Not Route.useSearch(): referring to Route from the split-off component pulls router code out of the root chunk.
  const { invite } = useSearch({ from: "/register" });
  return (
    <Page title="Sign Up" lead="Create your account to get started." narrow>
      <Card>
        <RegisterForm invite={invite} />
      </Card>
    </Page>
  );
}
