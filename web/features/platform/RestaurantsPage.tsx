import { useState } from "react";
import type { PlanId } from "../../../shared/constants";
import { formatCustomerDate } from "../../../shared/dates";
import type { Restaurant } from "../../../shared/schemas/restaurants";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { listAllRestaurants, setRestaurantActive } from "../../http/platform";
import { useServerData } from "../../lib/useServerData";
import { Badge } from "../../ui/Badge/Badge";
import { Field } from "../../ui/Field/Field";
import { Page } from "../../ui/Page/Page";
import { toast } from "../../ui/Toast/toastStore";
import { ActiveSwitch, DeactivateDialog, rows } from "../admin";
import { OperatorOnly } from "./OperatorOnly";
import { ServerListCard } from "./ServerListCard";
import { searchRestaurants } from "./searchPlatform";

const PLAN_NAMES: Record<PlanId, string> = { foundations: "Foundations", signature: "Signature", elevated: "Elevated" };

/** Every restaurant on the platform, for the operator, with the switch that turns one off or on (docs/admin-screens.md). */
export function RestaurantsPage() {
  return (
    <OperatorOnly screen="all restaurants">
      <Restaurants />
    </OperatorOnly>
  );
}

function Restaurants() {
  const ownRestaurantId = useSessionUser()?.restaurantId;
  const list = useServerData(listAllRestaurants);
  const [search, setSearch] = useState("");
  const [confirming, setConfirming] = useState<Restaurant | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const setActive = async (target: Restaurant, isActive: boolean) => {
    setPending(target.id);
    try {
      const changed = await setRestaurantActive(target.id, isActive);
      list.update((all) => all.map((row) => (row.id === changed.id ? changed : row)));
      setConfirming(null);
      toast({ title: isActive ? "Restaurant Activated" : "Restaurant Deactivated", description: target.name });
    } catch (error) {
      toast({
        title: isActive ? "Could not activate the restaurant" : "Could not deactivate the restaurant",
        description: serverMessageOf(error) ?? "Check your connection and try again.",
        variant: "destructive",
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Page
      title="Restaurants"
      lead="Every restaurant on the platform. A deactivated restaurant's staff cannot sign in and its QR codes take no orders."
    >
      <Field
        label="Search restaurants"
        type="search"
        placeholder="Search by name, email or cuisine"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ServerListCard
        list={list}
        noun="restaurants"
        shown={(all) => searchRestaurants(all, search)}
        renderRow={(row) => (
          <>
            <span className={rows.who}>
              <strong>{row.name}</strong>
              <span className={rows.muted}>{[row.cuisine, row.email].filter(Boolean).join(" · ")}</span>
              <span className={rows.muted}>
                {PLAN_NAMES[row.plan]} plan · since {formatCustomerDate(row.createdAt)}
              </span>
            </span>
            <span className={rows.badges}>
              {row.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>}
              {row.id === ownRestaurantId ? (
                <span className={rows.muted}>(yours)</span>
              ) : (
                <ActiveSwitch
                  name={row.name}
                  isActive={row.isActive}
                  pending={pending === row.id}
                  activateLabel="Activate"
                  onDeactivate={() => setConfirming(row)}
                  onActivate={() => void setActive(row, true)}
                />
              )}
            </span>
          </>
        )}
      />
      <DeactivateDialog
        name={confirming?.name ?? null}
        description="Its staff are signed out at once and cannot sign in, and its QR codes stop taking orders. Nothing is deleted: you can activate it again later."
        pending={confirming !== null && pending === confirming.id}
        onConfirm={() => {
          if (confirming) void setActive(confirming, false);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  );
}
