import { readSessionUser } from "../../data/readSessionUser";
import { clearSessionUser, getSessionUser, setSessionUser } from "../../data/session";
import { type ApiClient, HttpError } from "../../http/client";

/**
 * Asks the server whether the saved user's session is still alive. A 401 (expired, signed out on
 * another device, account disabled) forgets the user here too, and staff screens then send them to
 * Sign In. Offline or a server error keeps the user, so a tablet on flaky Wi-Fi stays signed in.
 */
export async function confirmSavedSession(api: ApiClient): Promise<void> {
  if (!getSessionUser()) return;
  try {
    const current = readSessionUser(await api.get("/api/auth/me"));
    if (current) setSessionUser(current);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) clearSessionUser();
  }
}
