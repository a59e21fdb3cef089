import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { etagOf } from "../etag";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const utf8 = new TextEncoder();

/** Answers up to this size (a table's menu, a restaurant's website) are also kept brotli-compressed at full quality. */
const BROTLI_MAX_BYTES = 64 * 1024;

/** Brotli at full quality, sized for the input. */
const brotliParams = (bytes: Uint8Array) => ({
  [constants.BROTLI_PARAM_QUALITY]: 11,
  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
});

/** The most bytes one stored brotli meta-block holds as written here (MLEN in four nibbles). */
const STORED_MAX_BYTES = 1 << 16;

/**
 * `bytes` as the last part of a brotli stream that an earlier part left open (flushed, not finished):
 * one uncompressed meta-block, then the empty last one (RFC 7932, section 9.2).
 */
function storedBrotliEnd(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  // ISLAST 0, MNIBBLES 0 (four nibbles), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, zeros to the byte's end.
  const header = ((bytes.byteLength - 1) << 3) | (1 << 19);
  const end = new Uint8Array(3 + bytes.byteLength + 1);
  end.set([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]);
  end.set(bytes, 3);
  // ISLAST 1, ISLASTEMPTY 1.
  end[end.byteLength - 1] = 0x03;
  return end;
}

/**
 * The start many answers share, each with its own short end (a restaurant's menu, before each table's
 * number): its bytes, and its brotli copy made once and left open, so that each answer's brotli copy is
 * this copy with its own end appended as stored bytes. One full-quality compression per menu version,
 * not one per table (docs/scaling.md, QR lookup).
 */
export class SharedStart {
  readonly bytes: Uint8Array<ArrayBuffer>;
  #brotli: Uint8Array<ArrayBuffer> | null = null;
  #brotliDone: Promise<void> | null = null;

  constructor(text: string) {
    this.bytes = utf8.encode(text);
  }

  /** The open brotli copy when made; starts making it otherwise (in the background, like CachedAnswer's). */
  brotliNow(): Uint8Array<ArrayBuffer> | null {
    if (!this.#brotli) this.brotliReady();
    return this.#brotli;
  }

  brotliReady(): Promise<void> {
    this.#brotliDone ??= brotliAsync(this.bytes, { params: brotliParams(this.bytes), finishFlush: constants.BROTLI_OPERATION_FLUSH }).then(
      (compressed) => {
        this.#brotli = new Uint8Array(compressed);
      },
      // A failed compression only means gzip keeps going out.
      () => {},
    );
    return this.#brotliDone;
  }
}

/** The bytes to send for one request and their Content-Encoding (null: as they are). */
export interface Encoded {
  body: Uint8Array<ArrayBuffer>;
  coding: "br" | "gzip" | null;
}

/**
 * An answer kept between requests: its bytes encoded once, its ETag, and compressed copies made on
 * the thread pool the first time a client accepts them (a 1.3 MB order list is about 130 KB gzipped).
 */
export class CachedAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  #gzipped: Promise<Uint8Array<ArrayBuffer>> | null = null;
  #gzipBytes: Uint8Array<ArrayBuffer> | null = null;
  #brotli: Uint8Array<ArrayBuffer> | null = null;
  #brotliDone: Promise<void> | null = null;
  /** Each kind of answer's headers (status, coding, cache rule, security set), made on first use. */
  readonly #headers = new Map<string, Readonly<Record<string, string>>>();

  /** Set when the answer is a shared start and its own end: its brotli copy is assembled from the start's. */
  readonly #parts: { start: SharedStart; end: Uint8Array<ArrayBuffer> } | null;

  /** The whole JSON text, or a shared start and this answer's own end of it (SharedStart). */
  constructor(json: string | { start: SharedStart; end: string }) {
    if (typeof json === "string") {
      this.body = utf8.encode(json);
      this.etag = etagOf(json);
      this.#parts = null;
      return;
    }
    const end = utf8.encode(json.end);
    this.body = new Uint8Array(json.start.bytes.byteLength + end.byteLength);
    this.body.set(json.start.bytes);
    this.body.set(end, json.start.bytes.byteLength);
    this.etag = etagOf(this.body);
    this.#parts = end.byteLength > 0 && end.byteLength <= STORED_MAX_BYTES ? { start: json.start, end } : null;
  }

  gzipped(): Promise<Uint8Array<ArrayBuffer>> {
    // Level 1: most of the saving for a fraction of the time; every change of the list pays it once.
    this.#gzipped ??= gzipAsync(this.body, { level: 1 }).then((zipped) => {
      this.#gzipBytes = new Uint8Array(zipped);
      return this.#gzipBytes;
    });
    return this.#gzipped;
  }

  /**
   * The smallest copy the client takes. Brotli at quality 11 saves a fifth of a phone's bytes (and the
   * server's time writing them) but takes ~25 ms per 20 KB, so it is made in the background and gzip
   * goes out until it is ready: no request ever waits for it.
   */
  async encodedFor(acceptEncoding: string | undefined): Promise<Encoded> {
    return this.encodedNow(acceptEncoding) ?? { body: await this.gzipped(), coding: "gzip" };
  }

  /** `encodedFor` without waiting: null only while the gzip copy the client needs is first being made. */
  encodedNow(acceptEncoding: string | undefined): Encoded | null {
    const takes = codingsOf(acceptEncoding);
    if (takes.br && this.body.byteLength <= BROTLI_MAX_BYTES) {
      if (this.#brotli) return { body: this.#brotli, coding: "br" };
      if (this.#parts) this.#assembleBrotli(this.#parts);
      else this.#startBrotli();
      if (this.#brotli) return { body: this.#brotli, coding: "br" };
    }
    if (takes.gzip) {
      if (this.#gzipBytes) return { body: this.#gzipBytes, coding: "gzip" };
      void this.gzipped();
      return null;
    }
    return { body: this.body, coding: null };
  }

  /** One kind of answer's headers (`key` names everything `make` depends on), made once for this body. */
  headersOnce(key: string, make: () => Record<string, string>): Readonly<Record<string, string>> {
    let headers = this.#headers.get(key);
    if (!headers) {
      headers = Object.freeze(make());
      this.#headers.set(key, headers);
    }
    return headers;
  }

  /** Resolves once the brotli copy is kept (for tests); answers over the size limit never get one. */
  async brotliReady(): Promise<void> {
    if (this.body.byteLength > BROTLI_MAX_BYTES) return;
    const parts = this.#parts;
    if (!parts) {
      this.#startBrotli();
      return this.#brotliDone ?? undefined;
    }
    await parts.start.brotliReady();
    this.#assembleBrotli(parts);
  }

  /** The shared start's open brotli copy and this answer's end as stored bytes, once the start's is made. */
  #assembleBrotli({ start, end }: { start: SharedStart; end: Uint8Array<ArrayBuffer> }): void {
    const head = start.brotliNow();
    if (!head) return;
    const tail = storedBrotliEnd(end);
    const brotli = new Uint8Array(head.byteLength + tail.byteLength);
    brotli.set(head);
    brotli.set(tail, head.byteLength);
    this.#brotli = brotli;
  }

  #startBrotli(): void {
    if (this.#brotliDone || this.body.byteLength > BROTLI_MAX_BYTES) return;
    this.#brotliDone = brotliAsync(this.body, { params: brotliParams(this.body) }).then(
      (compressed) => {
        this.#brotli = new Uint8Array(compressed);
      },
      // A failed compression only means gzip keeps going out.
      () => {},
    );
  }
}

/** What each Accept-Encoding value takes, read once: clients send a handful of distinct values. */
const codingsRead = new Map<string, { br: boolean; gzip: boolean }>();
const NONE = { br: false, gzip: false };

function codingsOf(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  if (acceptEncoding === undefined) return NONE;
  let codings = codingsRead.get(acceptEncoding);
  if (!codings) {
    codings = { br: accepts(acceptEncoding, "br"), gzip: accepts(acceptEncoding, "gzip") };
    // Past this many, someone is sending made-up values: start again rather than grow.
    if (codingsRead.size >= 256) codingsRead.clear();
    codingsRead.set(acceptEncoding, codings);
  }
  return codings;
}

/** Whether an Accept-Encoding header takes `coding` (or `*`) and does not refuse it with q=0. */
export function accepts(acceptEncoding: string | undefined, coding: "br" | "gzip"): boolean {
  if (acceptEncoding === undefined) return false;
  return acceptEncoding.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    return (name === coding || name === "*") && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}
