import * as z from "zod/mini";
import { DEFAULT_ROLE, ROLES } from "../constants";
import { email, plainText, uuid, visibleName, wellFormed } from "./fields";
import { slugField } from "./site";

export const roleSchema = z.enum(ROLES, { error: "Please select a role" });

/** The longest e-mail address (RFC 5321), so also the longest name a sign-in can carry. */
const LOGIN_NAME_MAX = 254;

export const loginInput = z.object({
  emailOrUsername: z
    .string({ error: "Email or username is required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Email or username is required" }),
      z.maxLength(LOGIN_NAME_MAX, { error: "Email or username is too long" }),
      wellFormed(),
      plainText("Email or username"),
    ),
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, { error: "Password is required" }), z.maxLength(256, { error: "Password is too long" }), wellFormed()),
  role: roleSchema,
});
export type LoginInput = z.infer<typeof loginInput>;

const USERNAME_LENGTH = { min: 3, max: 32 } as const;
const PASSWORD_MIN_LENGTH = 8;

const RESTAURANT_NAME_MAX = 100;

/** Invitation tokens are 256 random bits, base64url: anything else cannot be one. */
export const invitationToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: "This invitation link is not valid" }));

export const INVITE_REQUIRED_MESSAGE = "Waiters and chefs join with an invite link from their restaurant's admin.";
const RESTAURANT_NAME_REQUIRED = "Restaurant name is required";

const registerFields = z.object({
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
      wellFormed(),
    ),
  role: z._default(roleSchema, DEFAULT_ROLE),
  /** The new restaurant's name: asked of a Restaurant Admin who signs up without an invitation. */
  restaurantName: z.optional(
    z
      .string({ error: RESTAURANT_NAME_REQUIRED })
      .check(
        z.trim(),
        z.maxLength(RESTAURANT_NAME_MAX, { error: `Must be at most ${RESTAURANT_NAME_MAX} characters` }),
        wellFormed(),
        visibleName("Restaurant name"),
      ),
  ),
  /** The token of an invitation link: joins that restaurant with the role its admin chose. */
  invite: z.optional(invitationToken),
  /** The new restaurant's web address (`/r/{slug}`); left out, it is made from the name (docs/api.md, Website and photos). */
  slug: z.optional(slugField),
});

/**
 * Without an invitation only a Restaurant Admin can sign up, and they open a restaurant: its name is
 * required. With one, the invitation decides restaurant and role (docs/security.md).
 */
type SignUpChoice = Pick<z.infer<typeof registerFields>, "role" | "invite" | "restaurantName">;
const signUpRules = [
  z.refine<SignUpChoice>((form) => Boolean(form.invite) || form.role === DEFAULT_ROLE, {
    error: INVITE_REQUIRED_MESSAGE,
    path: ["role"],
  }),
  z.refine<SignUpChoice>((form) => Boolean(form.invite) || form.role !== DEFAULT_ROLE || Boolean(form.restaurantName), {
    error: RESTAURANT_NAME_REQUIRED,
    path: ["restaurantName"],
  }),
] as const;

export const registerInput = registerFields.check(...signUpRules);
export type RegisterInput = z.infer<typeof registerInput>;

/**
 * The register form adds a confirmation that is checked here and never sent (docs/product.md, Sign In
 * and Sign Up). Its fields are all text, so "no invitation" is an empty string here and a missing field
 * on the wire.
 */
export const registerForm = z
  .extend(registerFields, {
    invite: z.optional(z.union([invitationToken, z.literal("")])),
    confirmPassword: z.string().check(z.minLength(1, { error: "Please confirm your password" })),
  })
  .check(
    ...signUpRules,
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
  role: roleSchema,
  restaurantId: z.string(),
  /** The user's own restaurant, when an owner works in another outlet (docs/decisions/108-owner-switches-outlet.md); missing in saved users from before. */
  homeRestaurantId: z.optional(z.string()),
  /** The platform operator; saved users from before the flag existed read as false. */
  isOperator: z._default(z.boolean(), false),
});
export type SessionUser = z.infer<typeof sessionUser>;
