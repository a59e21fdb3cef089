import { describe, expect, it } from "vitest";
import { sessionUser } from "../../shared/schemas/auth";
import { readSessionUser } from "./readSessionUser";

const valid = {
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: "admin",
  email: "admin@rasoi.app",
  role: "admin",
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: true,
};

describe("readSessionUser", () => {
  it("reads what the login answer's schema accepts, without extra fields", () => {
    expect(sessionUser.safeParse(valid).success).toBe(true);
    expect(readSessionUser({ ...valid, passwordHash: "x" })).toEqual(valid);
  });

  it("reads a user saved before the operator flag existed as no operator, as the schema does", () => {
    const { isOperator: _dropped, ...saved } = valid;
    expect(sessionUser.parse(saved)).toEqual({ ...saved, isOperator: false });
    expect(readSessionUser(saved)).toEqual({ ...saved, isOperator: false });
  });

  it("reads an owner working in another outlet with their own restaurant beside it, as the schema does", () => {
    const acting = { ...valid, homeRestaurantId: "5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6" };
    expect(sessionUser.parse(acting)).toEqual(acting);
    expect(readSessionUser(acting)).toEqual(acting);
  });

  it.each([
    ["null", null],
    ["a string", "admin"],
    ["a missing role", { ...valid, role: undefined }],
    ["an unknown role", { ...valid, role: "manager" }],
    ["a numeric username", { ...valid, username: 7 }],
    ["no restaurant", { ...valid, restaurantId: undefined }],
    ["an operator flag that is not a boolean", { ...valid, isOperator: "yes" }],
    ["a home restaurant that is not text", { ...valid, homeRestaurantId: 7 }],
  ])("rejects %s, as the schema does", (_case, value) => {
    expect(sessionUser.safeParse(value).success).toBe(false);
    expect(readSessionUser(value)).toBeNull();
  });
});
