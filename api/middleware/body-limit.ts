import { bodyLimit } from "hono/body-limit";

/** Refuses request bodies over `maxBytes` with a 413 before anything reads them. */
export const apiBodyLimit = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ message: "Request body is too large" }, 413),
  });
