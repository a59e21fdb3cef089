import { createFileRoute } from "@tanstack/react-router";
import { RegisterForm } from "../features/auth/RegisterForm";
import { Card } from "../ui/Card/Card";
import { Page } from "../ui/Page/Page";

export const Route = createFileRoute("/register")({
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <Page title="Sign Up" lead="Create your account to get started." narrow>
      <Card>
        <RegisterForm />
      </Card>
    </Page>
  );
}
