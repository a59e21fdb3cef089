import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalisePublicUrl, unreachableFromPhones } from "./public-url";

describe("normalisePublicUrl", () => {
  it("keeps an http(s) address without its trailing slash", () => {
    expect(normalisePublicUrl("https://spicegarden.example/")).toBe("https://spicegarden.example");
    expect(normalisePublicUrl(" http://192.168.1.20:3000 ")).toBe("http://192.168.1.20:3000");
    expect(normalisePublicUrl("https://example.in/rasoi/")).toBe("https://example.in/rasoi");
  });

  it("refuses what is not a plain http(s) address", () => {
    for (const value of [
      "",
      "spicegarden.example",
      "ftp://example.in",
      "javascript:alert(1)",
      "https://a@example.in",
      "https://example.in/?x=1",
      "https://example.in/#top",
    ]) {
      expect(normalisePublicUrl(value), value).toBeNull();
    }
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*https?:\/\//i.test(text)),
        (text) => normalisePublicUrl(text) === null,
      ),
    );
  });
});

describe("unreachableFromPhones", () => {
  it("flags loopback and unspecified addresses", () => {
    for (const address of [
      "http://127.0.0.1:3000",
      "http://127.1.2.3",
      "http://localhost:5173",
      "http://app.localhost",
      "http://0.0.0.0:3000",
      "http://[::1]:3000",
      "not an address",
    ]) {
      expect(unreachableFromPhones(address), address).toBe(true);
    }
  });

  it("lets LAN and public addresses through", () => {
    for (const address of ["http://192.168.1.20:3000", "https://spicegarden.example", "http://10.0.0.5", "http://rasoi.lan:3000"]) {
      expect(unreachableFromPhones(address), address).toBe(false);
    }
  });
});
