import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./client-address";

describe("addressKey", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8:0:1::1")).toBe(addressKey("2001:0db8:0000:0001:ffff::2"));
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("clientAddress", () => {
  const appTrusting = (trustProxy: number) => new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy)));
  const ask = async (trustProxy: number, forwardedFor?: string) => {
    const response = await appTrusting(trustProxy).request("/", { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });
    return response.text();
  };

  it("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    expect(await ask(0, "198.51.100.7")).toBe("local");
  });

  it("takes the entry the trusted proxies wrote, not what the client put in front", async () => {
    expect(await ask(1, "10.0.0.1, 198.51.100.7")).toBe("198.51.100.7");
    expect(await ask(2, "10.0.0.1, 198.51.100.7, 172.16.0.2")).toBe("198.51.100.7");
    expect(await ask(1, "not-an-address")).toBe("local");
  });
});
