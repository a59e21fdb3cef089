import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withClient } from "../api/db/postgres/connection";
import { exited, freePort } from "./server-process";

/** The ordinary role the app connects as: it owns its databases and may create them (each test file gets one), never a superuser. */
export const APP_ROLE = "rasoi";

export interface ThrowawayPostgres {
  /** postgres://rasoi@127.0.0.1:PORT (no database named). */
  baseUrl: string;
  /** The URL of `database` as the app's role. */
  url(database: string): string;
  port: number;
  /** The postmaster's pid: its children are the cluster's backends (the bench counts their CPU). */
  pid: number | undefined;
  /** A program of the cluster's version (pgbench, psql), and how to run it as the cluster's owner. */
  bin(program: string): string;
  runAsOwner(program: string, args: string[]): string;
  /** Makes an empty database owned by the app's role. */
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Debian installs each major version's programs under /usr/lib/postgresql/<version>/bin; the newest is taken. */
function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (newest === undefined) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (Debian's package)");
  return join(root, newest, "bin");
}

/** Who runs the cluster: PostgreSQL refuses to run as root, so root hands it to Debian's `postgres` user. */
function clusterUser(): { uid: number; gid: number; name: string } | null {
  if (process.getuid?.() !== 0) return null;
  const read = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: read("-u"), gid: read("-g"), name: "postgres" };
  } catch {
    throw new Error("running as root needs the `postgres` system user (Debian's postgresql package creates it)");
  }
}

/**
 * Starts a PostgreSQL cluster of its own: initdb in a temp directory, a free port on 127.0.0.1, run
 * as a non-root user, synchronous_commit on. `stop` shuts it down and deletes the directory.
 */
export async function startThrowawayPostgres(settings: Record<string, string> = {}): Promise<ThrowawayPostgres> {
  const binDir = postgresBinDir();
  const bin = (program: string) => join(binDir, program);
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), "rasoi-pg-"));
  const data = join(dir, "data");
  mkdirSync(data);
  if (user) for (const path of [dir, data]) chownSync(path, user.uid, user.gid);
  /** The command line that runs `program` as the cluster's owner: setpriv execs in place, so the pid is the program's own. */
  const asOwner = (program: string, args: string[]): [string, string[]] =>
    user
      ? ["setpriv", ["--reuid", String(user.uid), "--regid", String(user.gid), "--init-groups", "--", bin(program), ...args]]
      : [bin(program), args];
  const runAsOwner = (program: string, args: string[]) => {
    const [command, argv] = asOwner(program, args);
    return execFileSync(command, argv, { encoding: "utf8", cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  };

  // No locale: text sorts by bytes, as SQLite's does.
  runAsOwner("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-locale", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = {
    listen_addresses: "127.0.0.1",
    unix_socket_directories: dir,
    synchronous_commit: "on",
    fsync: "on",
    max_connections: "300",
    ...settings,
  };
  const [command, argv] = asOwner("postgres", [
    "-D",
    data,
    "-p",
    String(port),
    ...Object.entries(options).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ]);
  const server = spawn(command, argv, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  const log: string[] = [];
  try {
    await ready(server, log);
  } catch (error) {
    server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (user: string, database: string) => `postgres://${user}@127.0.0.1:${port}/${database}`;
  const asSuperuser = async (statement: string) => {
    await withClient(url("postgres", "postgres"), (client) => client.query(statement));
  };
  await asSuperuser(`CREATE ROLE ${APP_ROLE} LOGIN CREATEDB`);

  let stopped: Promise<void> | undefined;
  return {
    baseUrl: `postgres://${APP_ROLE}@127.0.0.1:${port}`,
    pid: server.pid,
    url: (database) => url(APP_ROLE, database),
    port,
    bin,
    runAsOwner,
    createDatabase: (name) => asSuperuser(`CREATE DATABASE ${name} OWNER ${APP_ROLE}`),
    stop() {
      stopped ??= (async () => {
        const gone = exited(server);
        // SIGINT is PostgreSQL's fast shutdown: sessions end, the cluster stops cleanly.
        server.kill("SIGINT");
        await gone;
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

/** Resolves once the server logs that it accepts connections. */
function ready(server: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail("PostgreSQL did not become ready within 60 s"), 60_000);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (log.join("").includes("database system is ready to accept connections")) done();
    };
    const onExit = (code: number | null) => fail(`PostgreSQL exited with code ${code} before it was ready`);
    function done() {
      clearTimeout(timer);
      server.stderr?.off("data", onData);
      server.off("exit", onExit);
      // Keep draining its log so a full pipe never stalls it.
      server.stderr?.resume();
      resolve();
    }
    function fail(message: string) {
      clearTimeout(timer);
      reject(new Error(`${message}\n--- its log ---\n${log.join("")}`));
    }
    server.stderr?.on("data", onData);
    server.on("exit", onExit);
  });
}
