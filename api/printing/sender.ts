import { connect, type Socket } from "node:net";

/** A network thermal printer: raw TCP, usually port 9100. */
export interface PrinterAddress {
  host: string;
  port: number;
}

export interface SendTimeouts {
  /** To connect and, for a printer that answers status, to confirm it took the ticket. */
  timeoutMs: number;
  /** How long a printer gets to answer its status before it is taken as one that never does. */
  statusMs: number;
}

export const DEFAULT_TIMEOUTS: SendTimeouts = { timeoutMs: 10_000, statusMs: 1_000 };

/** Real-time status requests (DLE EOT n): 4 the paper sensor, 1 the printer. */
const PAPER_STATUS = Buffer.from([0x10, 0x04, 0x04]);
const PRINTER_STATUS = Buffer.from([0x10, 0x04, 0x01]);
/** The paper sensor's "roll end" bits. */
const PAPER_END = 0x60;

/** Why a ticket did not print, in words staff can read ("Tandoor printer: out of paper"). */
export class PrinterFault extends Error {}

/**
 * Sends one ticket's bytes to a printer over raw TCP (docs/decisions/084-esc-pos-tickets-with-receiptline.md).
 * First asks the paper sensor (DLE EOT 4): a printer out of paper is a fault and nothing is sent. A
 * printer that answered is asked again after the ticket, and the ticket counts as printed only once
 * that answer arrives (it has read every byte before it); one that never answers status counts it
 * printed once the connection closed cleanly. Resolves when printed; rejects with a PrinterFault.
 */
export async function sendToPrinter(address: PrinterAddress, bytes: Buffer, timeouts: SendTimeouts = DEFAULT_TIMEOUTS): Promise<void> {
  const socket = await opened(address, timeouts.timeoutMs);
  const replies = new Replies(socket);
  try {
    socket.write(PAPER_STATUS);
    const paper = await replies.next(timeouts.statusMs);
    if (paper !== null && (paper & PAPER_END) === PAPER_END) throw new PrinterFault("out of paper");
    socket.write(bytes);
    if (paper !== null) {
      socket.write(PRINTER_STATUS);
      if ((await replies.next(timeouts.timeoutMs)) === null) throw new PrinterFault("did not confirm the ticket");
    }
    await closed(socket, timeouts.timeoutMs);
  } finally {
    replies.stop();
    socket.destroy();
  }
}

function opened({ host, port }: PrinterAddress, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrinterFault("offline (no answer)"));
    }, timeoutMs);
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new PrinterFault(error.code === "ECONNREFUSED" ? "offline (connection refused)" : `offline (${error.code ?? error.message})`));
    });
  });
}

/** Ends our side and waits for the printer to have read everything and closed, or for the timeout. */
function closed(socket: Socket, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PrinterFault("did not take the ticket in time")), timeoutMs);
    socket.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new PrinterFault(`connection lost (${error.code ?? error.message})`));
    });
    socket.end(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The status bytes a printer sends back, one at a time; a broken connection fails the wait. */
class Replies {
  readonly #socket: Socket;
  #bytes: number[] = [];
  #waiting: ((byte: number | Error) => void) | null = null;
  #broken: Error | null = null;
  readonly #onData = (chunk: Buffer) => {
    this.#bytes.push(...chunk);
    this.#deliver();
  };
  readonly #onEnd = (error?: NodeJS.ErrnoException) => {
    this.#broken = new PrinterFault(`connection lost${error?.code ? ` (${error.code})` : ""}`);
    this.#deliver();
  };

  constructor(socket: Socket) {
    this.#socket = socket;
    socket.on("data", this.#onData);
    socket.on("error", this.#onEnd);
    socket.on("end", this.#onEnd);
  }

  /** The next byte, or null when none came within `ms`. */
  next(ms: number): Promise<number | null> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting = null;
        resolve(null);
      }, ms);
      this.#waiting = (byte) => {
        clearTimeout(timer);
        this.#waiting = null;
        if (byte instanceof Error) reject(byte);
        else resolve(byte);
      };
      this.#deliver();
    });
  }

  #deliver(): void {
    if (!this.#waiting) return;
    const byte = this.#bytes.shift();
    if (byte !== undefined) this.#waiting(byte);
    else if (this.#broken) this.#waiting(this.#broken);
  }

  stop(): void {
    this.#socket.off("data", this.#onData);
    this.#socket.off("end", this.#onEnd);
  }
}
