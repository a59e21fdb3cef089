import { useRestaurantSettings } from "../../data/hooks";
import { Card } from "../../ui/Card/Card";
import { Page } from "../../ui/Page/Page";
import { PendingBadge } from "../../ui/PendingBadge/PendingBadge";
import { PhotoUpload } from "../../ui/PhotoUpload/PhotoUpload";
import { AdminOnly } from "../admin";
import { PrintersSection } from "../printers";
import { StationsSection } from "../stations";
import { ApprovalPinCard } from "./ApprovalPinCard";
import { SettingsForm } from "./SettingsForm";

/** What every bill says about the restaurant, how it charges GST, and where UPI payments go (docs/billing.md). */
export function RestaurantSettingsPage() {
  return (
    <AdminOnly screen="Restaurant Settings">
      <SettingsScreen />
    </AdminOnly>
  );
}

function SettingsScreen() {
  const settings = useRestaurantSettings();
  return (
    <Page title="Restaurant Settings" lead="What every bill prints: your legal details, GST and the UPI ID that payments go to." narrow>
      {settings === undefined ? (
        <p role="status">Loading settings...</p>
      ) : settings === null ? (
        <p role="status">Settings load when this device is online.</p>
      ) : (
        <>
          <Card action={<PendingBadge pending={settings.pending} />}>
            <SettingsForm key={settings.updatedAt} settings={settings} />
          </Card>
          <Card title="Cover photo" headingLevel={2}>
            <PhotoUpload
              label="Restaurant"
              path={`/api/restaurants/${encodeURIComponent(settings.restaurantId)}/photo`}
              photo={settings.photo ?? null}
            />
          </Card>
          <ApprovalPinCard />
        </>
      )}
      <StationsSection />
      <PrintersSection />
    </Page>
  );
}
