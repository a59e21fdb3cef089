import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DiskFullLog, isDiskFull } from "./disk-full";

export interface ValidationIssue {
  path: string;
  message: string;
}

/** A 4xx the client caused; answered as `{ message, ...extra }`. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

export const badRequest = (message: string, issues: ValidationIssue[] = []) => new ApiError(400, message, { issues });
export const unauthorized = (message = "Please sign in") => new ApiError(401, message);
export const forbidden = (message = "You do not have access to this") => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new ApiError(409, message, extra);
/** The server is at a cap that is not the client's fault; try again later. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new ApiError(503, message, {}, { "Retry-After": String(retryAfterSeconds) });
/** A 429 that says, in Retry-After, how many seconds to wait. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, {}, { "Retry-After": String(retryAfterSeconds) });

/** An Idempotency-Key sent again with another method, path or body: a different request, refused. */
export const keyReusedForAnotherRequest = () => new ApiError(422, "This Idempotency-Key was already used for a different request");

const diskFull = new DiskFullLog();
const DISK_FULL_RETRY_SECONDS = 30;

/**
 * The one place errors become responses: a 4xx says what was wrong; a full disk is a 503 the client
 * retries, logged once per burst; anything else is a bug and a 500.
 */
export const onError: ErrorHandler = (error, c) => {
  if (isDiskFull(error)) {
    diskFull.report();
    return onError(
      serviceUnavailable("The server cannot save anything right now. Please try again in a moment.", DISK_FULL_RETRY_SECONDS),
      c,
    );
  }
  if (error instanceof ApiError) return c.json({ message: error.message, ...error.extra }, error.status, error.headers);
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || "Request failed" }, error.status);
  }
  console.error(error);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
};
