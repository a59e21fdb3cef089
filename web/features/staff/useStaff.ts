import { useCallback, useEffect, useState } from "react";
import type { Invitation, StaffMember } from "../../../shared/schemas/staff";
import { listInvitations, listStaff } from "../../http/staff";

export type StaffState =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "ready"; staff: StaffMember[]; invitations: Invitation[] };

/** The restaurant's staff and pending invitations, read from the server (account management is online only). */
export function useStaff(restaurantId: string): { state: StaffState; reload: () => Promise<void> } {
  const [state, setState] = useState<StaffState>({ status: "loading" });

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      try {
        const [staff, invitations] = await Promise.all([listStaff(restaurantId), listInvitations(restaurantId)]);
        if (isCurrent()) setState({ status: "ready", staff, invitations });
      } catch (error) {
        if (isCurrent()) setState({ status: "error", error });
      }
    },
    [restaurantId],
  );

  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  const reload = useCallback(() => load(() => true), [load]);
  return { state, reload };
}
