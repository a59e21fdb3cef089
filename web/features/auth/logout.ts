import { clearSessionUser, getSessionUser } from "../../data/session";
import { endServerSession, type LogoutPause } from "./endServerSession";

/**
 * Ends the server session, runs `leave` (navigate away), then forgets the local user and deletes
 * their local staff data (docs/sync.md). Leaving first keeps a staff screen from seeing the user
 * vanish and redirecting to /login on its own. Nothing local changes until the server has confirmed
 * the session ended (endServerSession keeps trying, and says this device is still signed in).
 */
export async function logout(leave: () => Promise<void>, { pause }: { pause?: LogoutPause } = {}): Promise<void> {
  const user = getSessionUser();
  await endServerSession(pause);
  await leave();
  clearSessionUser();
  if (user) await (await import("../../data/staff")).wipeStaffData(user.id);
}
