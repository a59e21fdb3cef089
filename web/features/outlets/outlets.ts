import { useEffect, useSyncExternalStore } from "react";
import { API_PATHS, apiPath } from "../../../shared/api-paths";
import { type SessionUser, sessionUser } from "../../../shared/schemas/auth";
import { setSessionUser } from "../../data/session";
import { pauseStaffSync, waitingCount } from "../../data/staff";
import { api } from "../../http/api";
import { HttpError } from "../../http/client";

/** One of the owner's outlets, as the switcher and the dashboard name it. */
export interface Outlet {
  id: string;
  name: string;
}

/*
 * The owner's outlets (GET /api/owner/outlets), shared by the nav's switcher and the dashboard's card so
 * an outlet opened on one shows on the other. Anyone but an owner has none (the server's 403).
 */
let known: { userId: string; outlets: Outlet[] } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => known;

/** Asks the server for the user's outlets again; offline, what was known stays. */
export async function reloadOutlets(user: SessionUser): Promise<void> {
  try {
    const rows = (await api.get(apiPath(API_PATHS.ownerOutlets, {}))) as Outlet[];
    known = { userId: user.id, outlets: rows.map(({ id, name }) => ({ id, name })) };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 403)) return;
    known = { userId: user.id, outlets: [] };
  }
  for (const listener of listeners) listener();
}

const NONE: Outlet[] = [];

/** The signed-in admin's outlets (asked again by each screen that shows them), undefined while unknown; none for staff. */
export function useOutlets(user: SessionUser | null): Outlet[] | undefined {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const admin = user?.role === "admin" ? user : null;
  const loaded = current?.userId === admin?.id;
  useEffect(() => {
    if (admin) void reloadOutlets(admin);
  }, [admin]);
  if (!admin) return NONE;
  return loaded ? current?.outlets : undefined;
}

/** Changes are still waiting for the server: they belong to this outlet's local copy, so the switch waits for them. */
export class ChangesWaiting extends Error {
  constructor(readonly waiting: number) {
    super(
      `${waiting} ${waiting === 1 ? "change is" : "changes are"} still waiting to be sent. Switch outlet once ${waiting === 1 ? "it is" : "they are"}.`,
    );
  }
}

/**
 * Moves the owner's session to another outlet (docs/decisions/108-owner-switches-outlet.md): the sync
 * engine stops first, so no answer under the new session lands in this outlet's copy; the server answers
 * the new session user, and saving it opens that outlet's own local copy and its engine. Nothing changes
 * when the server refuses or cannot be reached.
 */
export async function switchOutlet(user: SessionUser, restaurantId: string): Promise<SessionUser> {
  const waiting = await waitingCount(user);
  if (waiting > 0) throw new ChangesWaiting(waiting);
  const resume = await pauseStaffSync();
  try {
    const next = sessionUser.parse(await api.post(apiPath(API_PATHS.ownerOutletSwitch, { restaurantId })));
    setSessionUser(next);
    return next;
  } catch (error) {
    resume();
    throw error;
  }
}

/** Opens a new outlet owned by the signed-in owner (its own menu, tables, staff and settings). */
export async function openOutlet(user: SessionUser, name: string): Promise<Outlet> {
  const opened = (await api.post(apiPath(API_PATHS.ownerOutlets, {}), { name })) as Outlet;
  await reloadOutlets(user);
  return opened;
}
