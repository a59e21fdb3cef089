import * as z from "zod/mini";
import { DEFAULT_ROLE, ROLES } from "../constants";
import { email, uuid } from "./fields";

export const roleSchema = z.enum(ROLES, { error: "Please select a role" });

export const loginInput = z.object({
  emailOrUsername: z
    .string({ error: "Email or username is required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Email or username is required" }),
      z.maxLength(254, { error: "Email or username is too long" }),
    ),
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, { error: "Password is required" }), z.maxLength(256, { error: "Password is too long" })),
  role: roleSchema,
});
export type LoginInput = z.infer<typeof loginInput>;

export const USERNAME_LENGTH = { min: 3, max: 32 } as const;
export const PASSWORD_MIN_LENGTH = 8;

export const registerInput = z.object({
  username: z
    .string({ error: "Username is required" })
    .check(
      z.trim(),
      z.minLength(USERNAME_LENGTH.min, { error: `Username must be at least ${USERNAME_LENGTH.min} characters` }),
      z.maxLength(USERNAME_LENGTH.max, { error: `Username must be at most ${USERNAME_LENGTH.max} characters` }),
      z.regex(/^[A-Za-z0-9._-]+$/, { error: "Username may only use letters, digits, dots, dashes and underscores" }),
    ),
  email: email(),
  password: z
    .string({ error: "Password is required" })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` }),
      z.maxLength(256, { error: "Password is too long" }),
    ),
  role: z._default(roleSchema, DEFAULT_ROLE),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The register form adds a confirmation that is checked here and never sent (docs/product.md, Sign In and Sign Up). */
export const registerForm = z
  .extend(registerInput, {
    confirmPassword: z.string().check(z.minLength(1, { error: "Please confirm your password" })),
  })
  .check(
    z.refine((form) => form.confirmPassword === "" || form.password === form.confirmPassword, {
      error: "Passwords don't match",
      path: ["confirmPassword"],
    }),
  );
export type RegisterForm = z.infer<typeof registerForm>;

/** What login and `me` answer, and what the client keeps as the session user. Never the password hash. */
export const sessionUser = z.object({
  id: uuid(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  restaurantId: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;
