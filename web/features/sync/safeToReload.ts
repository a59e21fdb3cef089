import { getSessionUser } from "../../data/session";

/**
 * Resolves once reloading cannot lose work: at once when nobody is signed in, else when the signed-in
 * user's outbox is empty. The data layer is only loaded here when a staff user is signed in.
 */
export async function untilSafeToReload(): Promise<void> {
  const user = getSessionUser();
  if (!user) return;
  const { untilOutboxEmpty } = await import("../../data/staff");
  await untilOutboxEmpty(user);
}
