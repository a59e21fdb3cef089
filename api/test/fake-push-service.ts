import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";

/** A message the fake push service took: where, with which headers, the encrypted body. */
export interface PushedMessage {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/**
 * A browser's push service for the tests: a real HTTP listener on 127.0.0.1 that takes Web Push
 * messages (POST to a subscription's endpoint) as FCM or Mozilla's autopush do, keeps each, and answers
 * 201, or what a test set for an endpoint (410 for a subscription the browser dropped).
 */
export class FakePushService {
  readonly messages: PushedMessage[] = [];
  readonly #events = new EventEmitter<{ message: [PushedMessage] }>();
  readonly #answers = new Map<string, number>();
  readonly #server: Server;

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<FakePushService> {
    const server = createServer();
    const service = new FakePushService(server);
    server.on("request", (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const message = { path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) };
        service.messages.push(message);
        response.writeHead(service.#answers.get(message.path) ?? 201).end();
        service.#events.emit("message", message);
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return service;
  }

  get origin(): string {
    const address = this.#server.address();
    if (address === null || typeof address === "string") throw new Error("not listening");
    return `http://127.0.0.1:${address.port}`;
  }

  /** Answers every later message to `endpoint` with `status`. */
  answer(endpoint: string, status: number): void {
    this.#answers.set(new URL(endpoint).pathname, status);
  }

  /** The next message to `endpoint` (or one already taken). */
  async messageTo(endpoint: string): Promise<PushedMessage> {
    const path = new URL(endpoint).pathname;
    const taken = this.messages.find((message) => message.path === path);
    if (taken) return taken;
    for (;;) {
      const [message] = await once(this.#events, "message");
      if ((message as PushedMessage).path === path) return message as PushedMessage;
    }
  }

  /** A browser's new subscription here: a real P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
  newBrowser(): TestBrowser {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    return new TestBrowser(`${this.origin}/push/${randomUUID()}`, ecdh, auth);
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}

/** The guest's browser's side: its subscription, and how it decrypts what it receives (RFC 8291). */
export class TestBrowser {
  readonly endpoint: string;
  readonly #ecdh: ECDH;
  readonly #auth: Buffer;

  constructor(endpoint: string, ecdh: ECDH, auth: Buffer) {
    this.endpoint = endpoint;
    this.#ecdh = ecdh;
    this.#auth = auth;
  }

  get subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.#ecdh.getPublicKey().toString("base64url"), auth: this.#auth.toString("base64url") },
    };
  }

  /** An aes128gcm body (RFC 8188 with RFC 8291's keys) decrypted with this browser's private key and auth secret. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const sealed = body.subarray(21 + idLength);
    const hmac = (key: Buffer, ...parts: Buffer[]) => createHmac("sha256", key).update(Buffer.concat(parts)).digest();
    const shared = this.#ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), this.#ecdh.getPublicKey(), senderKey]);
    const ikm = hmac(hmac(this.#auth, shared), keyInfo, Buffer.from([1]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then any zero padding.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString("utf8");
  }
}

/**
 * The VAPID claims of a message (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT's
 * ES256 signature checked against k. Answers the claims and k, or throws.
 */
export function vapidOf(headers: IncomingMessage["headers"]): { claims: { aud: string; exp: number; sub: string }; key: string } {
  const match = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(headers.authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID Authorization header: ${headers.authorization}`);
  const [header, payload, signature] = match[1].split(".");
  if (!header || !payload || !signature) throw new Error("not a JWT");
  const point = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not verify");
  return { claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")), key: match[2] };
}
