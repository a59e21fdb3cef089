import * as z from "zod/mini";
import { type DinerLanguage, LANGUAGE_OWN_NAMES } from "../languages";

/** Hosts a push endpoint may name over plain http: this machine only, for tests and development (docs/api.md, Web Push). */
export const LOCAL_PUSH_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

const ENDPOINT_MESSAGE = "The push endpoint must be an https URL";

/** An https URL without credentials, or http on this machine. */
function isPushEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username !== "" || url.password !== "") return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_PUSH_HOSTS.includes(url.hostname));
}

/** The browser's keys, base64url as PushSubscription.toJSON() gives them: an uncompressed P-256 point (65 bytes) and a 16-byte secret. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

const DINER_LANGUAGES = Object.keys(LANGUAGE_OWN_NAMES) as [DinerLanguage, ...DinerLanguage[]];

/** `POST /api/site-orders/{id}/push` and `/api/waitlist/{id}/push`: a PushSubscription's JSON and the guest's language. */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .string({ error: ENDPOINT_MESSAGE })
    .check(z.maxLength(2048, { error: "The push endpoint is too long" }), z.refine(isPushEndpoint, { error: ENDPOINT_MESSAGE })),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      p256dh: z.string({ error: "keys.p256dh is required" }).check(z.regex(P256DH, { error: "keys.p256dh must be a P-256 public key" })),
      auth: z.string({ error: "keys.auth is required" }).check(z.regex(AUTH, { error: "keys.auth must be a 16-byte secret" })),
    },
    { error: "keys (p256dh and auth) are required" },
  ),
  language: z._default(z.enum(DINER_LANGUAGES, { error: "Unknown language" }), "en"),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** What a notice carries to the service worker (web/public/push-sw.js): shown as is, `url` opened on a tap. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
}
