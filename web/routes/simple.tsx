import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../ui/Page/Page";

export const Route = createFileRoute("/simple")({
  component: SimplePage,
});

function SimplePage() {
  return <Page title="Simple Dashboard" lead="Dashboard works!" narrow />;
}
