import { isNotNow } from "../../../shared/refusals";
import type { Reply } from "../../http/send";

/**
 * What the engine does with a reply (docs/sync.md has the table):
 * - settled: the server has the change; store its row, drop the entry;
 * - rejected: the server refused it for good; move it to rejections, restore the server's copy, tell the user;
 * - signed-out: the session is gone; keep everything and wait for the same user to sign in again;
 * - retry: nothing to act on yet; keep the entry and try again later.
 */
export type Verdict =
  | { kind: "settled" }
  /** `code`: the server's word for why, where it gives one (an order's 409). */
  | { kind: "rejected"; status: number; message: string | undefined; code: string | undefined }
  | { kind: "signed-out" }
  | { kind: "retry"; reason: string; serverReached: boolean };

export function classify(reply: Reply): Verdict {
  if (reply.kind === "unreachable") return { kind: "retry", reason: reply.detail, serverReached: false };
  const { status, message } = reply;
  if (status >= 200 && status < 300) return { kind: "settled" };
  if (status === 401) return { kind: "signed-out" };
  // "Not now" rather than "no" (408, 423, 425, 429, 5xx): the same request may well succeed later.
  if (isNotNow(status)) return { kind: "retry", reason: message ?? `HTTP ${status}`, serverReached: true };
  // 400, 403, 404, 409, 422 and any other 4xx: not by resending it now; the user sees it (and Retry if it can help).
  if (status >= 400) return { kind: "rejected", status, message, code: codeOf(reply.body) };
  return { kind: "retry", reason: `Unexpected HTTP ${status}`, serverReached: true };
}

function codeOf(body: unknown): string | undefined {
  const code = typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}
