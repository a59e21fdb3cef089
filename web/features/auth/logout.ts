import { api } from "../../api/api";
import { clearSessionUser } from "./session";

/** Ends the server session; the local user is cleared even if the server could not be reached. */
export async function logout(): Promise<void> {
  try {
    await api.post("/api/auth/logout");
  } catch (error) {
    console.error("Logout request failed; signing out locally", error);
  }
  clearSessionUser();
}
