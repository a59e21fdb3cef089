import { describe, expect, it } from "vitest";
import { HttpError } from "../../http/client";
import { registrationErrorMessage } from "./registrationErrorMessage";

const conflict = (message: string) => new HttpError(409, JSON.stringify({ message }), message);

describe("registrationErrorMessage", () => {
  it("explains a taken email", () => {
    expect(registrationErrorMessage(conflict("An account with this email already exists"))).toBe(
      "An account with this email already exists. Try using a different email or sign in instead.",
    );
  });

  it("explains a taken username", () => {
    expect(registrationErrorMessage(conflict("Username already taken"))).toBe(
      "This username is already taken. Please choose a different username.",
    );
  });

  it("reads the spec's error text, also from a plain Error", () => {
    expect(registrationErrorMessage(new Error('409: {"message":"Email is registered"}'))).toBe(
      "An account with this email already exists. Try using a different email or sign in instead.",
    );
  });

  it("passes any other server message through", () => {
    const error = new HttpError(400, '{"message":"Password is too long"}', "Password is too long");
    expect(registrationErrorMessage(error)).toBe("Password is too long");
  });

  it("does not treat a non-409 mention of email as a duplicate", () => {
    const error = new HttpError(400, "", "Please enter a valid email address");
    expect(registrationErrorMessage(error)).toBe("Please enter a valid email address");
  });

  it("falls back when there is no server message", () => {
    expect(registrationErrorMessage(new TypeError("Failed to fetch"))).toBe("An error occurred during registration");
    expect(registrationErrorMessage("nope")).toBe("An error occurred during registration");
  });
});
