import { api } from "../../http/api";
import { dismissToast, toast } from "../../ui/Toast/toastStore";

/** Waits before retry `attempt` (1, 2, ...): doubling from 1 s up to 30 s, or until the device is back online. */
export type LogoutPause = (attempt: number) => Promise<void>;

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

const backoff: LogoutPause = (attempt) =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1)));
    window.addEventListener("online", done);
  });

/**
 * Ends the session on the server, trying again until the server confirms (logout is idempotent). Until
 * then the cookie still opens the staff API, so the person is told plainly that this device is still
 * signed in rather than shown a signed-out screen.
 */
export async function endServerSession(pause: LogoutPause = backoff): Promise<void> {
  let warning: number | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await api.post("/api/auth/logout");
      if (warning !== null) dismissToast(warning);
      return;
    } catch (error) {
      console.error("Logout request failed; trying again", error);
      warning ??= toast({
        title: "Not signed out yet",
        description: "This device is still signed in: the server could not be reached to sign out. Trying again…",
        variant: "destructive",
      });
      await pause(attempt);
    }
  }
}
