import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { GuestOrderPage } from "../features/takeout/GuestOrderPage";

export const Route = createFileRoute("/r/$slug/order")({
  component: SiteOrderRoute,
});

function SiteOrderRoute() {
  const { slug } = Route.useParams();
  const navigate = useNavigate();
  const onPlaced = useCallback(
    (orderId: string) => navigate({ to: "/r/$slug/orders/$orderId", params: { slug, orderId } }),
    [navigate, slug],
  );
  return <GuestOrderPage slug={slug} onPlaced={onPlaced} />;
}
