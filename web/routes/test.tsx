import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../ui/Page/Page";

export const Route = createFileRoute("/test")({
  component: TestPage,
});

function TestPage() {
  return <Page title="Test Page" lead="Routing works!" narrow />;
}
