import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { etagOf } from "../etag";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const utf8 = new TextEncoder();

/** Answers up to this size (a table's menu, a restaurant's website) are also kept brotli-compressed at full quality. */
const BROTLI_MAX_BYTES = 64 * 1024;

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
  #brotli: Uint8Array<ArrayBuffer> | null = null;
  #brotliDone: Promise<void> | null = null;

  constructor(json: string) {
    this.body = utf8.encode(json);
    this.etag = etagOf(json);
  }

  gzipped(): Promise<Uint8Array<ArrayBuffer>> {
    // Level 1: most of the saving for a fraction of the time; every change of the list pays it once.
    this.#gzipped ??= gzipAsync(this.body, { level: 1 }).then((zipped) => new Uint8Array(zipped));
    return this.#gzipped;
  }

  /**
   * The smallest copy the client takes. Brotli at quality 11 saves a fifth of a phone's bytes (and the
   * server's time writing them) but takes ~25 ms per 20 KB, so it is made in the background and gzip
   * goes out until it is ready: no request ever waits for it.
   */
  async encodedFor(acceptEncoding: string | undefined): Promise<Encoded> {
    if (this.body.byteLength <= BROTLI_MAX_BYTES && accepts(acceptEncoding, "br")) {
      if (this.#brotli) return { body: this.#brotli, coding: "br" };
      this.#startBrotli();
    }
    if (accepts(acceptEncoding, "gzip")) return { body: await this.gzipped(), coding: "gzip" };
    return { body: this.body, coding: null };
  }

  /** Resolves once the brotli copy is kept (for tests); answers over the size limit never get one. */
  brotliReady(): Promise<void> {
    this.#startBrotli();
    return this.#brotliDone ?? Promise.resolve();
  }

  #startBrotli(): void {
    if (this.#brotliDone || this.body.byteLength > BROTLI_MAX_BYTES) return;
    this.#brotliDone = brotliAsync(this.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.byteLength },
    }).then(
      (compressed) => {
        this.#brotli = new Uint8Array(compressed);
      },
      // A failed compression only means gzip keeps going out.
      () => {},
    );
  }
}

/** Whether an Accept-Encoding header takes `coding` (or `*`) and does not refuse it with q=0. */
export function accepts(acceptEncoding: string | undefined, coding: "br" | "gzip"): boolean {
  if (acceptEncoding === undefined) return false;
  return acceptEncoding.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    return (name === coding || name === "*") && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}
