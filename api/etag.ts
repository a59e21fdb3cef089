import { createHash } from "node:crypto";

/** A strong ETag for an answer body: the same bytes, the same tag (text or its UTF-8 bytes alike). */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (or is `*`); weak forms compare equal for a GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}
