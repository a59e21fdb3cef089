import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: for session cookies and invitation links. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its sha256, so a leaked database hands out nothing usable. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");
