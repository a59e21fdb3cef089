import { useEffect } from "react";
import { useSessionUser } from "../../data/session";
import { serverMessageOf } from "../../http/client";
import { useOnline } from "../../lib/useOnline";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { rows } from "../admin";
import { InviteLinkMaker } from "./InviteLinkMaker";
import { PendingInvitations } from "./PendingInvitations";
import * as styles from "./StaffCard.css";
import { StaffList } from "./StaffList";
import { useStaff } from "./useStaff";

/**
 * The restaurant admin's Staff card: who works here, invitation links for new staff, and switching
 * accounts off. Talks to the server directly (online only), so it says so when the device is offline.
 */
export function StaffCard() {
  const user = useSessionUser();
  if (user?.role !== "admin") return null;
  return <StaffCardFor restaurantId={user.restaurantId} selfId={user.id} />;
}

function StaffCardFor({ restaurantId, selfId }: { restaurantId: string; selfId: string }) {
  const online = useOnline();
  const { state, reload } = useStaff(restaurantId);

  // Back online after a failed load: try again without being asked.
  const failed = state.status === "error";
  useEffect(() => {
    if (online && failed) void reload();
  }, [online, failed, reload]);

  return (
    <Card
      title="Staff"
      headingLevel={2}
      description="Everyone who signs in to your restaurant. Waiters and chefs join with an invite link."
    >
      {online ? null : (
        <p className={styles.offline} role="status">
          You are offline. Managing staff needs a connection: it works again as soon as you are back online.
        </p>
      )}
      {state.status === "loading" ? <p className={rows.muted}>Loading...</p> : null}
      {state.status === "error" ? (
        <div className={styles.section}>
          <p className={rows.error} role="alert">
            {serverMessageOf(state.error) ?? "Could not load the staff list."}
          </p>
          <Button variant="secondary" className={rows.action} disabled={!online} onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      ) : null}
      {state.status === "ready" ? (
        <>
          <StaffList staff={state.value.staff} selfId={selfId} online={online} onChanged={reload} />
          <InviteLinkMaker restaurantId={restaurantId} online={online} onCreated={reload} />
          <PendingInvitations invitations={state.value.invitations} online={online} onChanged={reload} />
        </>
      ) : null}
    </Card>
  );
}
