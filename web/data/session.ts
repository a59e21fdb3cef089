import { useSyncExternalStore } from "react";
import { SESSION_USER_STORAGE_KEY } from "../../shared/constants";
import type { SessionUser } from "../../shared/schemas/auth";
import { type KeyValueStorage, pageStorage } from "../lib/pageStorage";
import { readSessionUser } from "./readSessionUser";

/*
 * The signed-in staff user, kept in localStorage (docs/product.md, Constants) and exposed as a tiny external store.
 * The parsed value is cached per raw string so useSyncExternalStore sees a stable snapshot.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

function storage(): KeyValueStorage | undefined {
  return typeof window === "undefined" ? undefined : pageStorage();
}

function parse(raw: string): SessionUser | null {
  try {
    const user = readSessionUser(JSON.parse(raw));
    if (user) return user;
    console.error("Discarding an invalid saved session user");
  } catch (error) {
    console.error("Discarding an unreadable saved session user", error);
  }
  storage()?.removeItem(SESSION_USER_STORAGE_KEY);
  return null;
}

export function getSessionUser(): SessionUser | null {
  const raw = storage()?.getItem(SESSION_USER_STORAGE_KEY) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedUser = raw === null ? null : parse(raw);
  cachedRaw = cachedUser === null ? null : raw;
  return cachedUser;
}

function notify() {
  for (const listener of listeners) listener();
}

export function setSessionUser(user: SessionUser) {
  storage()?.setItem(SESSION_USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

export function clearSessionUser() {
  storage()?.removeItem(SESSION_USER_STORAGE_KEY);
  notify();
}

function onStorage(event: StorageEvent) {
  // Another tab signed in or out.
  if (event.key === SESSION_USER_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = () => null;

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSessionUser, serverSnapshot);
}
