import { createFileRoute } from "@tanstack/react-router";
import { DinerMenuPage } from "../features/diner/DinerMenuPage";

export const Route = createFileRoute("/menu/$qrCode")({
  component: TableMenuRoute,
});

function TableMenuRoute() {
  const { qrCode } = Route.useParams();
  return <DinerMenuPage qrCode={qrCode} />;
}
