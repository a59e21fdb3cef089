import { type IncomingHttpHeaders, request } from "node:http";
import { createSseParser } from "../../shared/sse";
import type { App } from "../app";
import { type Config, testConfig } from "../config";
import { createHttpServer } from "../http-server";

export interface ListeningServer {
  port: number;
  close(): Promise<void>;
}

/** The app behind a real Node HTTP server (the same one main.ts starts) on a free port of 127.0.0.1. */
export async function listen(
  app: Pick<App, "fetch">,
  settings: Config["server"] = testConfig().server,
  trustProxy = 0,
): Promise<ListeningServer> {
  const server = createHttpServer(app.fetch, settings, trustProxy);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the test server has no TCP port");
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open until they idle out.
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
}

interface SocketAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface SocketRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address, e.g. 127.0.0.2: every 127.x.y.z is this machine on Linux. */
  from?: string;
}

/** One request over a fresh TCP connection, as a separate client would make it. */
export function overSocket(port: number, { method = "GET", path, headers = {}, body, from }: SocketRequest): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, method, path, headers, agent: false, ...(from ? { localAddress: from } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

export interface SocketStream {
  /** The answer's status: 200 once the stream said it is ready, else the refusal's. */
  status: number;
  /** The next `change` event's data; rejects once the stream has ended. */
  nextChange(): Promise<string>;
  /** Resolves once the server has ended the stream (or refused the connection). */
  ended: Promise<void>;
  close(): void;
}

/** Opens a staff event stream over its own TCP connection; resolves once it is ready or refused. */
export function openSocketStream(port: number, path: string, cookie: string): Promise<SocketStream> {
  return new Promise((resolve) => {
    let finish = () => {};
    const ended = new Promise<void>((settle) => {
      finish = settle;
    });
    const changes: string[] = [];
    const waiting: { resolve(data: string): void; reject(error: Error): void }[] = [];
    let over = false;
    const stop = () => {
      over = true;
      finish();
      for (const waiter of waiting.splice(0)) waiter.reject(new Error("the stream ended"));
    };
    const parse = createSseParser();
    const outgoing = request({ host: "127.0.0.1", port, path, headers: { Cookie: cookie }, agent: false }, (response) => {
      const stream: SocketStream = {
        status: response.statusCode ?? 0,
        nextChange: () =>
          new Promise((resolveChange, reject) => {
            const queued = changes.shift();
            if (queued !== undefined) resolveChange(queued);
            else if (over) reject(new Error("the stream ended"));
            else waiting.push({ resolve: resolveChange, reject });
          }),
        ended,
        close: () => outgoing.destroy(),
      };
      response.on("close", stop);
      response.on("error", stop);
      if (response.statusCode !== 200) {
        response.resume();
        resolve(stream);
        return;
      }
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        for (const event of parse(chunk)) {
          if (event.event === "ready") resolve(stream);
          if (event.event !== "change") continue;
          const waiter = waiting.shift();
          if (waiter) waiter.resolve(event.data);
          else changes.push(event.data);
        }
      });
    });
    // A connection the server refused outright: no answer at all.
    outgoing.on("error", () => {
      stop();
      resolve({ status: 0, nextChange: () => Promise.reject(new Error("refused")), ended, close: () => {} });
    });
    outgoing.end();
  });
}
