import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** In-process requests (tests' `app.request`) have no socket; they all share this address. */
const NO_SOCKET = "local";

/**
 * The address a budget is kept for. IPv6 hosts usually own a whole /64, so one of them counts as one
 * client; an IPv4-mapped IPv6 address is the IPv4 address it carries.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The client's address: the socket's peer, or, behind `trustProxy` reverse proxies, the entry of
 * X-Forwarded-For that the outermost trusted proxy wrote. Without TRUST_PROXY the header is ignored,
 * since anyone can send it (docs/security.md).
 */
export function clientAddress(c: Context, trustProxy: number): string {
  // @hono/node-server hands the Node request over as c.env.incoming; app.request() has no env.
  const env: unknown = c.env;
  const socket = typeof env === "object" && env !== null && "incoming" in env ? getConnInfo(c).remote.address : undefined;
  if (trustProxy > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const fromProxy = forwarded[forwarded.length - trustProxy];
    if (fromProxy && isIP(fromProxy)) return addressKey(fromProxy);
  }
  return socket ? addressKey(socket) : NO_SOCKET;
}
