import { clearSessionUser, getSessionUser } from "../../data/session";
import { api } from "../../http/api";

/**
 * Ends the server session, runs `leave` (navigate away), then forgets the local user and deletes
 * their local staff data (docs/sync.md). Leaving first keeps a staff screen from seeing the user
 * vanish and redirecting to /login on its own. The local user is cleared even if the server could
 * not be reached.
 */
export async function logout(leave: () => Promise<void>): Promise<void> {
  const user = getSessionUser();
  try {
    await api.post("/api/auth/logout");
  } catch (error) {
    console.error("Logout request failed; signing out locally", error);
  }
  await leave();
  clearSessionUser();
  if (user) await (await import("../../data/staff")).wipeStaffData(user.id);
}
