import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { addressKey } from "./client-address";

interface ConnectionCaps {
  /** Connections of all clients together. */
  maxConnections: number;
  /** Connections from one client address: a full dining room behind one NAT address must fit. */
  maxConnectionsPerAddress: number;
}

/**
 * Keeps the server's connections under its caps at the socket, before any request is read. When a cap is
 * reached, a new connection takes the place of the oldest one in its way that has not yet sent a complete
 * request (a slowloris holds many of those; a real client sends its request at once), so the server is
 * never full of sockets that only trickle headers; when every socket in the way has sent a request, the new
 * one is closed instead. Behind trusted proxies (`trustProxy` > 0) every socket comes from a proxy, so only
 * the total cap applies and the proxy must cap per client (docs/security.md).
 */
export class ConnectionGuard {
  /** Sockets that have not sent a complete request yet, oldest first. */
  readonly #silent = new Set<Socket>();
  readonly #byAddress = new Map<string, Set<Socket>>();
  readonly #addressOf = new Map<Socket, string>();
  readonly #maxConnections: number;
  readonly #perAddress: number;

  constructor(caps: ConnectionCaps, trustProxy: number) {
    this.#maxConnections = caps.maxConnections;
    this.#perAddress = trustProxy > 0 ? Number.POSITIVE_INFINITY : caps.maxConnectionsPerAddress;
  }

  /** Guards the server's connections from now on. */
  attach(server: Server): void {
    server.on("connection", (socket: Socket) => this.#admit(socket));
    // Emitted once a request's headers are complete: this socket is a real client's.
    server.on("request", (request: IncomingMessage) => this.#silent.delete(request.socket));
  }

  get open(): number {
    return this.#addressOf.size;
  }

  #admit(socket: Socket): void {
    const address = addressKey(socket.remoteAddress ?? "");
    const fromAddress = this.#byAddress.get(address) ?? new Set<Socket>();
    const fits =
      (fromAddress.size < this.#perAddress || this.#makeRoom((other) => fromAddress.has(other))) &&
      (this.#addressOf.size < this.#maxConnections || this.#makeRoom(() => true));
    if (!fits) {
      socket.destroy();
      return;
    }
    this.#addressOf.set(socket, address);
    this.#silent.add(socket);
    fromAddress.add(socket);
    this.#byAddress.set(address, fromAddress);
    socket.once("close", () => this.#forget(socket));
  }

  /** Closes the oldest silent socket that `inWay` accepts; false when there is none. */
  #makeRoom(inWay: (socket: Socket) => boolean): boolean {
    for (const socket of this.#silent) {
      if (!inWay(socket)) continue;
      this.#forget(socket);
      socket.destroy();
      return true;
    }
    return false;
  }

  #forget(socket: Socket): void {
    const address = this.#addressOf.get(socket);
    if (address === undefined) return;
    this.#addressOf.delete(socket);
    this.#silent.delete(socket);
    const sockets = this.#byAddress.get(address);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.#byAddress.delete(address);
  }
}
