import { EventEmitter, once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";

/** A ticket the fake printer cut: its text, decoded from the ESC/POS it received. */
export interface PrintedTicket {
  text: string;
  lines: string[];
}

interface FakePrinterOptions {
  /** Answers real-time status requests (DLE EOT), as most network thermal printers do. */
  answersStatus?: boolean;
}

/**
 * A network thermal printer for the tests: a real TCP listener on 127.0.0.1 that reads ESC/POS as a
 * printer does, answers the status requests (DLE EOT) and keeps each ticket it cuts as text. It can
 * run out of paper, be switched off (every connection dropped, the port closed) and on again on the
 * same port, or drop the next connection after some bytes of a ticket (killed mid-job).
 */
export class FakePrinter {
  readonly tickets: PrintedTicket[] = [];
  readonly #events = new EventEmitter();
  readonly #answersStatus: boolean;
  #server: Server | null = null;
  #sockets = new Set<Socket>();
  #port = 0;
  paperOut = false;
  /** Drops the next connection once it has received this many bytes of a ticket. */
  #dropAfter: number | null = null;

  private constructor({ answersStatus = true }: FakePrinterOptions) {
    this.#answersStatus = answersStatus;
  }

  static async start(options: FakePrinterOptions = {}): Promise<FakePrinter> {
    const printer = new FakePrinter(options);
    await printer.switchOn();
    return printer;
  }

  get port(): number {
    return this.#port;
  }

  /** Listens (again) on its port; the first time on a free one. */
  async switchOn(): Promise<void> {
    const server = createServer((socket) => this.#serve(socket));
    server.listen(this.#port, "127.0.0.1");
    await once(server, "listening");
    const address = server.address();
    if (address && typeof address === "object") this.#port = address.port;
    this.#server = server;
  }

  /** Drops every connection and stops listening: connections are refused until switched on. */
  async switchOff(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next connection is cut after `bytes` bytes of its ticket, as if the printer died mid-job. */
  dropNextAfter(bytes: number): void {
    this.#dropAfter = bytes;
  }

  /** Resolves once `count` tickets in all have been cut. */
  async printed(count: number): Promise<PrintedTicket[]> {
    while (this.tickets.length < count) await once(this.#events, "ticket");
    return this.tickets.slice(0, count);
  }

  /** Resolves at the next connection this printer drops, refuses for paper, or gets. */
  connection(): Promise<void> {
    return once(this.#events, "connection").then(() => undefined);
  }

  #serve(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on("close", () => this.#sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = Buffer.alloc(0);
    let received = 0;
    const dropAfter = this.#dropAfter;
    this.#dropAfter = null;
    const decoder = new EscPosDecoder();
    socket.on("data", (chunk: Buffer) => {
      if (dropAfter !== null && received + chunk.length > dropAfter) {
        // The ticket's first bytes are read, then the printer dies: nothing is cut.
        socket.resetAndDestroy();
        this.#events.emit("connection");
        return;
      }
      received += chunk.length;
      buffer = Buffer.concat([buffer, chunk]);
      const { used, events } = decoder.feed(buffer);
      buffer = buffer.subarray(used);
      for (const event of events) {
        if (event.kind === "status" && this.#answersStatus) socket.write(Buffer.from([0x12 | (this.paperOut ? 0x60 : 0)]));
        if (event.kind === "cut") {
          this.tickets.push(event.ticket);
          this.#events.emit("ticket");
        }
      }
    });
    socket.on("end", () => {
      socket.end();
      this.#events.emit("connection");
    });
  }
}

type DecodedEvent = { kind: "status" } | { kind: "cut"; ticket: PrintedTicket };

/**
 * Reads the ESC/POS commands receiptline writes (and the status requests), keeping the printed text:
 * a command it does not know fails the test, so a change of layout or library is seen.
 */
export class EscPosDecoder {
  #lines: string[] = [];
  #line = "";

  /** Decodes whole commands from the start of `bytes`; answers how many bytes it used. */
  feed(bytes: Buffer): { used: number; events: DecodedEvent[] } {
    const events: DecodedEvent[] = [];
    let at = 0;
    while (at < bytes.length) {
      const size = this.#step(bytes, at, events);
      if (size === 0) break;
      at += size;
    }
    return { used: at, events };
  }

  /** Decodes one command at `at`: its length, or 0 when more bytes are needed. */
  #step(bytes: Buffer, at: number, events: DecodedEvent[]): number {
    const byte = bytes[at] ?? 0;
    const next = bytes[at + 1];
    const need = (length: number) => (at + length <= bytes.length ? length : 0);
    if (byte === 0x0a) {
      this.#lines.push(this.#line.trimEnd());
      this.#line = "";
      return 1;
    }
    if (byte >= 0x20 && byte !== 0x7f) {
      this.#line += String.fromCharCode(byte);
      return 1;
    }
    if (next === undefined) return 0;
    const code = String.fromCharCode(next);
    if (byte === 0x10 && next === 0x04) {
      if (!need(3)) return 0;
      events.push({ kind: "status" });
      return 3;
    }
    if (byte === 0x1b) {
      if (code === "@") return 2;
      if ("$\\".includes(code)) {
        // A jump to another column: the text on either side is kept apart.
        if (this.#line !== "" && !this.#line.endsWith(" ")) this.#line += " ";
        return need(4);
      }
      if ("M-EatG3{ d".includes(code)) return need(3);
    }
    if (byte === 0x1c) {
      if (".&".includes(code)) return 2;
      if ("-C".includes(code)) return need(3);
      if (code === "S") return need(4);
      if (code === "(") return this.#withLength(bytes, at);
    }
    if (byte === 0x1d) {
      if (code === "r") {
        // Transmit status: a printer answers it as it does DLE EOT.
        if (need(3)) events.push({ kind: "status" });
        return need(3);
      }
      if ("aB!I".includes(code)) return need(3);
      if ("LW".includes(code)) return need(4);
      if (code === "(") return this.#withLength(bytes, at);
      if (code === "V") {
        const mode = bytes[at + 2];
        if (mode === undefined) return 0;
        const size = mode === 65 || mode === 66 ? need(4) : need(3);
        if (size) this.#cut(events);
        return size;
      }
    }
    throw new Error(`the fake printer does not know the command ${byte.toString(16)} ${next.toString(16)}`);
  }

  /** FS ( x / GS ( x: a function with a two-byte length. */
  #withLength(bytes: Buffer, at: number): number {
    if (at + 5 > bytes.length) return 0;
    const length = 5 + (bytes[at + 3] ?? 0) + (bytes[at + 4] ?? 0) * 256;
    return at + length <= bytes.length ? length : 0;
  }

  #cut(events: DecodedEvent[]): void {
    if (this.#line !== "") this.#lines.push(this.#line.trimEnd());
    const lines = this.#lines.map((line) => line.trim()).filter((line) => line !== "");
    this.#lines = [];
    this.#line = "";
    // receiptline cuts once after the ticket and again after its trailing feed: only a cut after text is a ticket.
    if (lines.length > 0) events.push({ kind: "cut", ticket: { text: lines.join("\n"), lines } });
  }
}
