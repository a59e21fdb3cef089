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
}

export interface Target {
  /** Least share of the hello route's requests per second. */
  minRatio?: number;
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
}

/** The goals of docs/scaling.md, each read against the hello route measured in the same run. */
export const TARGETS: Record<string, Target> = {
  "qr lookup": { minRatio: 0.45, maxP99Ms: 10 },
  "place order": { minRequestsPerSecond: 4_000, maxP99Ms: 30 },
  "orders list (2,000)": { maxP99Ms: 25 },
  "status update": { maxP99Ms: 10 },
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
  parts.push("no errors");
  return parts.join(", ");
}

/** Whether a scenario met its target; null for scenarios that have none (hello, the 304 run). */
export function judge(measured: Measured, hello: Measured): Verdict | null {
  const target = TARGETS[measured.name];
  if (!target) return null;
  const ratio = measured.requestsPerSecond / hello.requestsPerSecond;
  const met =
    measured.errors === 0 &&
    (target.minRatio === undefined || ratio >= target.minRatio) &&
    (target.minRequestsPerSecond === undefined || measured.requestsPerSecond >= target.minRequestsPerSecond) &&
    (target.maxP99Ms === undefined || measured.p99Ms <= target.maxP99Ms);
  return { target: describeTarget(target), met };
}
