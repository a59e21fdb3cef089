import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, stopProcess, waitUntilListening } from "./server-process";

const repoRoot = join(import.meta.dirname, "..");

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  url: string;
  /** The server's SQLite file, to check what it stored once it has stopped. */
  databasePath: string;
  /** The running server's process id (the bench reads its CPU time). */
  pid(): number | undefined;
  /** Stops the process; the database stays until `dispose` so a restart sees the same data. */
  stop(): Promise<void>;
  /** Starts the server again on the same port and database (after `stop`). */
  restart(): Promise<void>;
  /** Stops the server if running and deletes its temp database. */
  dispose(): Promise<void>;
}

export interface ServerOptions {
  /** The built app to serve; dist/web unless a test serves its own altered copy. */
  webDir?: string;
  /** More environment for the server process (the bench turns its hello route on). */
  env?: Record<string, string>;
  /** Fills the fresh database before the server first starts (the bench's thousands of rows). */
  prepareDatabase?: (databasePath: string) => Promise<void>;
  /** Extra Node flags for the server process (the bench's --cpu-prof). */
  nodeArgs?: string[];
}

/**
 * Starts the real production server (api/main.ts serving dist/web) on a free port with a fresh
 * database in a temp folder, as `npm start` would after a build.
 */
export async function startServer({
  webDir = join(repoRoot, "dist", "web"),
  env = {},
  prepareDatabase,
  nodeArgs = [],
}: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "rasoi-e2e-"));
  const databasePath = join(dataDir, "rasoi.db");
  await prepareDatabase?.(databasePath);
  const output: string[] = [];
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "api/main.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: databasePath,
        WEB_DIR: webDir,
        RATE_LIMIT: "off",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = started;
    started.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await waitUntilListening(started, port, output);
    } catch (error) {
      await stopProcess(started);
      throw error;
    }
  };

  const stop = async () => {
    if (child) await stopProcess(child);
  };

  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    databasePath,
    pid: () => child?.pid,
    stop,
    restart: launch,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
