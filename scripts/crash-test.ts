/**
 * `npm run test:crash`: acknowledged orders survive `kill -9`.
 *
 * Starts the production server on a temporary database, places orders from several concurrent clients
 * (each with an Idempotency-Key, noting which got a 2xx), kills the server with SIGKILL mid-run,
 * restarts it on the same file, three rounds. Then it checks, through HTTP and the SQLite file only:
 * every acknowledged order is stored (by id), a replay of each acknowledged key answers the same order,
 * every acknowledged order has its kitchen ticket (print job), and `PRAGMA integrity_check` is ok.
 * Prints the counts; exits non-zero on any failure.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { exited, freePort, stopProcess, waitUntilListening } from "./server-process";

const ROUNDS = 3;
const CLIENTS = 8;
/** Each round is killed once the server has acknowledged somewhere between these many orders. */
const KILL_AFTER = { min: 40, max: 160 };
const REQUEST_TIMEOUT_MS = 10_000;

const repoRoot = join(import.meta.dirname, "..");

interface Placed {
  key: string;
  qrCode: string;
  body: string;
  orderId: string;
}

interface MenuLine {
  id: string;
  name: string;
  price: number;
}

function launch(port: number, databasePath: string, webDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: databasePath, WEB_DIR: webDir, RATE_LIMIT: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return waitUntilListening(child, port, output).then(() => child);
}

/** Every active table's QR code, read from the file (the public API never lists them). */
function qrCodesOf(databasePath: string): string[] {
  const sqlite = new BetterSqlite3(databasePath, { readonly: true });
  try {
    const rows = sqlite.prepare("select qr_code as qrCode from restaurant_tables where is_active = 1 order by table_number").all();
    return rows.flatMap((row) =>
      typeof row === "object" && row !== null && "qrCode" in row && typeof row.qrCode === "string" ? [row.qrCode] : [],
    );
  } finally {
    sqlite.close();
  }
}

async function menuOf(base: string, qrCode: string): Promise<MenuLine[]> {
  const response = await fetch(`${base}/api/qr/${qrCode}`);
  if (!response.ok) throw new Error(`menu lookup failed: ${response.status}`);
  const answer: { menuItems: (MenuLine & { isAvailable: boolean })[] } = await response.json();
  return answer.menuItems.filter((item) => item.isAvailable).map(({ id, name, price }) => ({ id, name, price }));
}

function orderBody(menu: MenuLine[]): string {
  const lines = Array.from({ length: randomInt(1, 4) }, () => menu[randomInt(menu.length)]).flatMap((item) =>
    item ? [{ id: item.id, name: item.name, price: item.price, quantity: randomInt(1, 4) }] : [],
  );
  // One line per dish, like the diner's cart.
  const unique = [...new Map(lines.map((line) => [line.id, line])).values()];
  return JSON.stringify({
    customerName: "Crash Test",
    customerPhone: `98${String(randomInt(10_000_000, 99_999_999))}`,
    customerEmail: "crash@example.in",
    specialInstructions: null,
    items: unique,
    totalAmount: unique.reduce((sum, line) => sum + line.price * line.quantity, 0),
  });
}

async function post(base: string, qrCode: string, key: string, body: string): Promise<{ status: number; id?: string } | null> {
  try {
    const response = await fetch(`${base}/api/qr/${qrCode}/order`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer: unknown = await response.json();
    const id = typeof answer === "object" && answer !== null && "id" in answer && typeof answer.id === "string" ? answer.id : undefined;
    return { status: response.status, ...(id ? { id } : {}) };
  } catch {
    // No answer: refused, reset by the kill, or timed out. Not acknowledged.
    return null;
  }
}

interface RoundCounts {
  sent: number;
  acknowledged: number;
  unanswered: number;
  refused: number;
}

/** Clients place orders until the server has acknowledged `killAfter`, then the server gets SIGKILL mid-run. */
async function round(base: string, server: ChildProcess, menus: Map<string, MenuLine[]>, placed: Placed[]): Promise<RoundCounts> {
  const qrCodes = [...menus.keys()];
  const counts: RoundCounts = { sent: 0, acknowledged: 0, unanswered: 0, refused: 0 };
  const killAfter = randomInt(KILL_AFTER.min, KILL_AFTER.max + 1);
  let killed = false;
  const gone = exited(server);
  const client = async () => {
    while (!killed) {
      const qrCode = qrCodes[randomInt(qrCodes.length)] ?? "";
      const key = randomUUID();
      const body = orderBody(menus.get(qrCode) ?? []);
      counts.sent += 1;
      const answer = await post(base, qrCode, key, body);
      if (answer === null) counts.unanswered += 1;
      else if (answer.status >= 200 && answer.status < 300 && answer.id) {
        counts.acknowledged += 1;
        placed.push({ key, qrCode, body, orderId: answer.id });
        if (counts.acknowledged >= killAfter && !killed) {
          killed = true;
          server.kill("SIGKILL");
        }
      } else counts.refused += 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await gone;
  return counts;
}

function storedOrderIds(databasePath: string): { ids: Set<string>; integrity: string; withoutTicket: Set<string> } {
  const sqlite = new BetterSqlite3(databasePath);
  try {
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    const rows = sqlite.prepare("select id from orders").all();
    const ids = new Set(
      rows.flatMap((row) => (typeof row === "object" && row !== null && "id" in row && typeof row.id === "string" ? [row.id] : [])),
    );
    // Every placed order's kitchen ticket is written in its transaction (docs/decisions/083).
    const bare = sqlite
      .prepare("select id from orders o where not exists (select 1 from print_jobs j where j.order_id = o.id)")
      .pluck()
      .all();
    return { ids, integrity: String(integrity), withoutTicket: new Set(bare.map(String)) };
  } finally {
    sqlite.close();
  }
}

async function main(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), "rasoi-crash-"));
  const databasePath = join(dir, "rasoi.db");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const placed: Placed[] = [];
  let server: ChildProcess | undefined;
  try {
    const menus = new Map<string, MenuLine[]>();
    for (let number = 1; number <= ROUNDS; number += 1) {
      server = await launch(port, databasePath, dir);
      if (number === 1) {
        // Each table orders from its own restaurant's menu.
        for (const qrCode of qrCodesOf(databasePath)) menus.set(qrCode, await menuOf(base, qrCode));
        if (menus.size === 0) throw new Error("the seeded database has no tables");
      }
      const counts = await round(base, server, menus, placed);
      console.log(
        `round ${number}: ${counts.sent} sent, ${counts.acknowledged} acknowledged, ${counts.unanswered} without an answer, ${counts.refused} refused; kill -9`,
      );
      if (counts.acknowledged === 0) throw new Error(`round ${number} acknowledged no order, so it proved nothing`);
    }

    // Back up once more: every acknowledged key, sent again, must answer the order it answered before.
    server = await launch(port, databasePath, dir);
    let replaysMatching = 0;
    for (const order of placed) {
      const answer = await post(base, order.qrCode, order.key, order.body);
      if (answer?.id === order.orderId) replaysMatching += 1;
    }
    await stopProcess(server);

    const { ids, integrity, withoutTicket } = storedOrderIds(databasePath);
    // The seed's orders were not placed, so they have no tickets; every placed one must.
    const bare = placed.filter((order) => withoutTicket.has(order.orderId)).length;
    const missing = placed.filter((order) => !ids.has(order.orderId));
    console.log(`acknowledged: ${placed.length}; stored: ${placed.length - missing.length}; missing: ${missing.length}`);
    console.log(`replayed Idempotency-Keys answering their first order: ${replaysMatching} of ${placed.length}`);
    console.log(`orders in the database: ${ids.size}; acknowledged without a kitchen ticket: ${bare}; integrity_check: ${integrity}`);
    const ok = missing.length === 0 && replaysMatching === placed.length && integrity === "ok" && bare === 0;
    console.log(ok ? "crash test passed" : "crash test FAILED");
    return ok;
  } finally {
    if (server) await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
