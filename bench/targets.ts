/** One scenario's measured figures, as bench/results.json records them. */
export interface Measured {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server process's CPU time per answer (null off Linux): steady even when other work shares the machine. */
  serverCpuUsPerRequest: number | null;
  /** Answers that were not the status the scenario expects, plus connection errors and timeouts. */
  errors: number;
  /** Statements the database ran per answer, each a round trip (PostgreSQL only: bench/stores.ts); null or absent on SQLite. */
  statementsPerRequest?: number | null;
  /** PostgreSQL's backends' CPU time per answer (bench/stores.ts), null or absent on SQLite. */
  databaseCpuUsPerRequest?: number | null;
}

export interface Target {
  /** Least share of the hello route's requests per second. */
  minRatio?: number;
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
  /** Most server CPU per request, as a multiple of hello's in the same run: steadier than req/s on a shared machine. */
  maxCpuRatio?: number;
}

/** The goals of docs/scaling.md, each read against the hello route measured in the same run. */
export const TARGETS: Record<string, Target> = {
  "qr lookup": { minRatio: 0.6, maxP99Ms: 10, maxCpuRatio: 1.5 },
  "website page": { minRatio: 0.6, maxP99Ms: 10, maxCpuRatio: 1.5 },
  "place order": { minRequestsPerSecond: 4_000, maxP99Ms: 30, maxCpuRatio: 6 },
  "orders list (2,000)": { maxP99Ms: 25 },
  "status update": { maxP99Ms: 10, maxCpuRatio: 3 },
};

export interface Verdict {
  target: string;
  met: boolean;
}

export function describeTarget(target: Target): string {
  const parts: string[] = [];
  if (target.minRatio !== undefined) parts.push(`≥ ${target.minRatio} of hello`);
  if (target.minRequestsPerSecond !== undefined) parts.push(`≥ ${target.minRequestsPerSecond.toLocaleString("en-US")}/s`);
  if (target.maxP99Ms !== undefined) parts.push(`p99 ≤ ${target.maxP99Ms} ms`);
  if (target.maxCpuRatio !== undefined) parts.push(`CPU ≤ ${target.maxCpuRatio}× hello's`);
  parts.push("no errors");
  return parts.join(", ");
}

/** Server CPU per request as a multiple of hello's; null where either was not measured (off Linux). */
export function cpuRatio(measured: Measured, hello: Measured): number | null {
  const { serverCpuUsPerRequest: own } = measured;
  const { serverCpuUsPerRequest: base } = hello;
  return own === null || base === null || base === 0 ? null : own / base;
}

/** Whether a scenario met its target; null for scenarios that have none (hello, the 304 run). */
export function judge(measured: Measured, hello: Measured): Verdict | null {
  const target = TARGETS[measured.name];
  if (!target) return null;
  const ratio = measured.requestsPerSecond / hello.requestsPerSecond;
  const cpu = cpuRatio(measured, hello);
  const met =
    measured.errors === 0 &&
    (target.minRatio === undefined || ratio >= target.minRatio) &&
    (target.minRequestsPerSecond === undefined || measured.requestsPerSecond >= target.minRequestsPerSecond) &&
    (target.maxP99Ms === undefined || measured.p99Ms <= target.maxP99Ms) &&
    // Unmeasured CPU (off Linux) fails the target rather than passing it unseen.
    (target.maxCpuRatio === undefined || (cpu !== null && cpu <= target.maxCpuRatio));
  return { target: describeTarget(target), met };
}
