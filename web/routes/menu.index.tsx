import { createFileRoute } from "@tanstack/react-router";
import { DinerMenuPage } from "../features/diner/DinerMenuPage";

/** `/menu` without a code: a link or scan that lost its code gets the Invalid QR Code page, not a 404. */
export const Route = createFileRoute("/menu/")({
  component: () => <DinerMenuPage qrCode={undefined} />,
});
