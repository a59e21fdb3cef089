import { describe, expect, it } from "vitest";
import { configFromEnv, TEST_PASSWORD_COST, testConfig } from "../config";
import { hashPassword, OWASP_PASSWORD_COST, verifyPassword } from "./password";

describe("password hashes", () => {
  it("hash new passwords at OWASP's scrypt floor when the server starts", () => {
    expect(configFromEnv({}).passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(OWASP_PASSWORD_COST).toEqual(configFromEnv({}).passwordCost);
  });

  it("carry their cost, so a hash made at the production cost verifies under any configured cost", async () => {
    const stored = await hashPassword("admin123");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("admin123", stored)).toBe(true);
    expect(await verifyPassword("admin124", stored)).toBe(false);
  });

  it("are cheap only where tests ask for it", async () => {
    expect(testConfig().passwordCost).toEqual(TEST_PASSWORD_COST);
    const stored = await hashPassword("chef123", TEST_PASSWORD_COST);
    expect(stored.startsWith(`scrypt$${TEST_PASSWORD_COST.N}$8$1$`)).toBe(true);
    expect(await verifyPassword("chef123", stored)).toBe(true);
    expect(await verifyPassword("chef123", stored.replace("scrypt$", "bcrypt$"))).toBe(false);
  });
});
