import type { Context } from "hono";
import { createMiddleware } from "hono/factory";

const TOO_LARGE = { message: "Request body is too large" };

/**
 * The 413 closes the connection: a keep-alive answer while the client is still uploading gets the socket
 * reset under the client, which then sees a network error instead of the 413 (docs/security.md).
 */
const tooLarge = (c: Context) => c.json(TOO_LARGE, 413, { Connection: "close" });

/** Reads a body to its end and drops it, giving up past `maxBytes`; true when it all arrived. */
async function drain(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<boolean> {
  const reader = body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
      if (seen > maxBytes) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    // The client went away mid-upload: nothing left to drain.
    return false;
  }
}

/** Reads a body of unknown length; its bytes when within `maxBytes`, else null (the rest drained if modest). */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number, drainBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      await drain(body, drainBytes);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Refuses request bodies over `maxBytes` with a 413 that reaches the client. Cheap on the common path:
 * GET and HEAD are passed by, and a declared Content-Length decides alone (Node never delivers more
 * than it declares), so the body is only touched when it is too large or of unknown (chunked) length.
 * A body at most `drainBytes` too large is read and dropped first, so the client finishes sending and
 * reads the answer; a larger one is answered at once.
 */
export const apiBodyLimit = (maxBytes: number, drainBytes: number) =>
  createMiddleware(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined) {
      const length = Number(declared);
      if (!(length > maxBytes)) return next();
      const body = c.req.raw.body;
      if (body && length <= maxBytes + drainBytes) await drain(body, length);
      return tooLarge(c);
    }
    const body = c.req.raw.body;
    if (c.req.header("transfer-encoding") === undefined || !body) return next();
    const bytes = await readAtMost(body, maxBytes, drainBytes);
    if (!bytes) return tooLarge(c);
    // The stream is spent; the handler reads the same bytes from a fresh request.
    c.req.raw = new Request(c.req.raw, { body: bytes });
    await next();
  });
