import { serverMessageOf } from "../../http/client";

const FALLBACK = "An error occurred during registration";

/** The Registration Failed description (docs/product.md, Messages), read from the error's "<status>: <body>" text. */
export function registrationErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : "";
  const lower = text.toLowerCase();
  if (lower.includes("409") && lower.includes("email")) {
    return "An account with this email already exists. Try using a different email or sign in instead.";
  }
  if (lower.includes("409") && lower.includes("username")) {
    return "This username is already taken. Please choose a different username.";
  }
  return serverMessageOf(error) ?? FALLBACK;
}
