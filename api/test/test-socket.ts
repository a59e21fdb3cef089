import { type IncomingHttpHeaders, request } from "node:http";
import type { App } from "../app";
import { type Config, testConfig } from "../config";
import { createHttpServer } from "../http-server";

export interface ListeningServer {
  port: number;
  close(): Promise<void>;
}

/** The app behind a real Node HTTP server (the same one main.ts starts) on a free port of 127.0.0.1. */
export async function listen(app: Pick<App, "fetch">, settings: Config["server"] = testConfig().server): Promise<ListeningServer> {
  const server = createHttpServer(app.fetch, settings);
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

export interface SocketAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SocketRequest {
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
