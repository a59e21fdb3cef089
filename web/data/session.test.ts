// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_USER_STORAGE_KEY } from "../../shared/constants";
import type { SessionUser } from "../../shared/schemas/auth";
import { clearSessionUser, getSessionUser, setSessionUser } from "./session";

const admin = {
  id: "0b8f3a2e-5c1d-4e6f-8a9b-1c2d3e4f5a6b",
  username: "admin",
  email: "admin@rasoi.app",
  role: "admin",
  restaurantId: "7c3f0a52-5d8e-4c1b-9a61-2f0d6b9e4a10",
  isOperator: true,
} satisfies SessionUser;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("session user", () => {
  it("stores the user as JSON under the product key and reads it back", () => {
    setSessionUser(admin);
    expect(JSON.parse(localStorage.getItem(SESSION_USER_STORAGE_KEY) ?? "null")).toEqual(admin);
    expect(getSessionUser()).toEqual(admin);
    clearSessionUser();
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem(SESSION_USER_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ["unparseable", "{not json"],
    ["invalid", JSON.stringify({ username: "admin" })],
  ])("logs and removes an %s saved user", (_kind, raw) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(SESSION_USER_STORAGE_KEY, raw);

    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem(SESSION_USER_STORAGE_KEY)).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });
});
