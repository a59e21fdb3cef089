import { createFileRoute } from "@tanstack/react-router";
import { DemoCredentials } from "../features/auth/DemoCredentials";
import { LoginForm } from "../features/auth/LoginForm";
import { Card } from "../ui/Card/Card";
import { Page } from "../ui/Page/Page";

export const Route = createFileRoute("/login")({
  component: LoginPage,
});

function LoginPage() {
  return (
    <Page title="Sign In" lead="Welcome back. Sign in to manage your restaurant." narrow>
      <Card>
        <LoginForm />
      </Card>
      <DemoCredentials />
    </Page>
  );
}
