import { readdirSync, readFileSync } from "node:fs";

/** A process's CPU time so far in ms (Linux; null elsewhere): per request it holds on a busy machine. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are the 14th and 15th fields, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** CPU time in ms so far of a process and its living children (a PostgreSQL cluster's backends), null off Linux. */
export function treeCpuMs(pid: number | undefined): number | null {
  const own = cpuMs(pid);
  if (own === null) return null;
  let children = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      // ppid is the 4th field; utime and stime the 14th and 15th.
      if (Number(fields[1]) === pid) children += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended meanwhile.
    }
  }
  return own + children;
}

/** A process's resident memory in KiB (Linux; null elsewhere). */
export function residentKib(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((candidate) => candidate.startsWith("VmRSS:"));
    return line ? Number(line.replace(/\D+/g, "")) : null;
  } catch {
    return null;
  }
}
