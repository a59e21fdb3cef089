import { describe, expect, it } from "vitest";
import { configFromEnv } from "../config";
import { createTestServer } from "../test/test-support";

describe("GET /api/site", () => {
  it("answers PUBLIC_URL to anyone, or null when it is not set", async () => {
    const unset = await createTestServer();
    const set = await createTestServer({ publicUrl: "http://192.168.1.20:3000" });
    try {
      const none = await unset.app.request("/api/site");
      expect(none.status).toBe(200);
      expect(await none.json()).toEqual({ publicUrl: null });
      const lan = await set.app.request("/api/site");
      expect(await lan.json()).toEqual({ publicUrl: "http://192.168.1.20:3000" });
      expect(lan.headers.get("cache-control")).toBe("no-cache");
    } finally {
      await unset.close();
      await set.close();
    }
  });
});

describe("PUBLIC_URL", () => {
  it("is read without its trailing slash, and unset or empty means none", () => {
    expect(configFromEnv({ PUBLIC_URL: "https://spicegarden.example/" }).publicUrl).toBe("https://spicegarden.example");
    expect(configFromEnv({}).publicUrl).toBeNull();
    expect(configFromEnv({ PUBLIC_URL: "" }).publicUrl).toBeNull();
  });

  it("stops the start with the reason when it is not an http(s) address", () => {
    expect(() => configFromEnv({ PUBLIC_URL: "192.168.1.20:3000" })).toThrow(/PUBLIC_URL must be an http:\/\/ or https:\/\/ address/);
  });
});
