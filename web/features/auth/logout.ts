import { api } from "../../api/api";
import { clearSessionUser } from "./session";

/**
 * Ends the server session, runs `leave` (navigate away), then forgets the local user. Leaving
 * first keeps a staff screen from seeing the user vanish and redirecting to /login on its own.
 * The local user is cleared even if the server could not be reached.
 */
export async function logout(leave: () => Promise<void>): Promise<void> {
  try {
    await api.post("/api/auth/logout");
  } catch (error) {
    console.error("Logout request failed; signing out locally", error);
  }
  await leave();
  clearSessionUser();
}
