import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A port nobody listens on right now: the OS picks one, we release it and hand it to the server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not read the probe's port"));
      });
    });
  });
}

/** Resolves once the server prints a line naming its port (its "listening on" line). */
export function waitUntilListening(child: ChildProcess, port: number, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("the server did not report listening within 30 s")), 30_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (text.includes(`:${port}`)) done();
    };
    const onExit = (code: number | null) => fail(new Error(`the server exited with code ${code} before listening`));
    function cleanup() {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
    }
    function done() {
      cleanup();
      resolve();
    }
    function fail(error: Error) {
      cleanup();
      reject(new Error(`${error.message}\n--- server output ---\n${output.join("")}`));
    }
    child.stdout?.on("data", onData);
    child.on("exit", onExit);
  });
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** SIGTERM, then SIGKILL if it has not gone within 5 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = exited(child);
  child.kill("SIGTERM");
  const forceKill = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await gone;
  clearTimeout(forceKill);
}
