/**
 * What a phone receives for one file of the built app: the status line, the headers and the body as
 * the server writes them, brotli-compressed as Chromium asks. The files are served by the server's own
 * static and security-header middleware behind its Node HTTP server, so headers count as they are.
 */
import { connect } from "node:net";
import { Hono } from "hono";
import { testConfig } from "../api/config";
import { openDatabase } from "../api/db/connection";
import type { AppEnv } from "../api/env";
import { securityHeaders } from "../api/middleware/security-headers";
import { createServices } from "../api/services";
import { serveWebApp } from "../api/static";
import { listen } from "../api/test/test-socket";

/** The Accept-Encoding Chromium sends over plain HTTP (zstd and br included). */
const CHROMIUM_ENCODINGS = "gzip, deflate, br, zstd";

export interface WireServer {
  /** Bytes on the wire (headers and body) of one GET, e.g. "/assets/index-abc.js". */
  bytes(path: string): Promise<number>;
  close(): Promise<void>;
}

/** Serves `root` (a built dist/web) the way the server does, on a free port of 127.0.0.1. */
export async function serveBuiltApp(root: string): Promise<WireServer> {
  const config = testConfig({ webDir: root });
  // The headers read the config through the services, as in the real server; nothing here touches the database.
  const db = await openDatabase(":memory:");
  const services = createServices({ db, config });
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use("*", securityHeaders);
  app.use("*", serveWebApp<AppEnv>({ root }));
  app.notFound((c) => c.json({ message: "No such endpoint" }, 404));
  const server = await listen(app, config.server);
  return {
    bytes: (path) => wireBytes(server.port, path),
    close: async () => {
      await server.close();
      services.limits.stop();
      await db.destroy();
    },
  };
}

/** One GET over a fresh connection that the server closes after answering; counts every byte it sends. */
export function wireBytes(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = 0;
    let head = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${CHROMIUM_ENCODINGS}\r\nConnection: close\r\n\r\n`);
    });
    socket.on("data", (chunk: Buffer) => {
      if (received === 0) head = chunk.subarray(0, 16).toString("latin1");
      received += chunk.length;
    });
    socket.on("end", () => {
      if (!head.startsWith("HTTP/1.1 200")) reject(new Error(`GET ${path} answered ${head.trim()}`));
      // "Connection: close" stands in for the "Connection: keep-alive" and "Keep-Alive: timeout=5" a browser gets.
      else resolve(received + "keep-alive\r\nKeep-Alive: timeout=5\r\n".length - "close\r\n".length);
    });
    socket.on("error", reject);
  });
}
