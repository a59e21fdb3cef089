import { useCallback } from "react";
import type { Invitation, StaffMember } from "../../../shared/schemas/staff";
import { listInvitations, listStaff } from "../../http/staff";
import { type ServerDataHandle, useServerData } from "../../lib/useServerData";

interface StaffLists {
  staff: StaffMember[];
  invitations: Invitation[];
}

/** The restaurant's staff and pending invitations, read from the server (account management is online only). */
export function useStaff(restaurantId: string): ServerDataHandle<StaffLists> {
  const load = useCallback(async () => {
    const [staff, invitations] = await Promise.all([listStaff(restaurantId), listInvitations(restaurantId)]);
    return { staff, invitations };
  }, [restaurantId]);
  return useServerData(load);
}
