import { describe, expect, it } from "vitest";
import { judge, type Measured } from "./targets";

const run = (name: string, requestsPerSecond: number, p99Ms: number, errors = 0): Measured => ({
  name,
  connections: 50,
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  serverCpuUsPerRequest: null,
  errors,
});

const hello = run("hello", 10_000, 5);

describe("judge", () => {
  it("reads throughput against the same run's hello, and p99 against its bound", () => {
    expect(judge(run("qr lookup", 4_500, 10), hello)).toEqual({ target: "≥ 0.45 of hello, p99 ≤ 10 ms, no errors", met: true });
    expect(judge(run("qr lookup", 4_499, 10), hello)?.met).toBe(false);
    expect(judge(run("qr lookup", 9_000, 10.5), hello)?.met).toBe(false);
    expect(judge(run("place order", 4_000, 30), hello)?.met).toBe(true);
    expect(judge(run("place order", 3_999, 5), hello)?.met).toBe(false);
  });

  it("fails any run with an error, and has no verdict for scenarios without a target", () => {
    expect(judge(run("status update", 500, 2, 1), hello)?.met).toBe(false);
    expect(judge(hello, hello)).toBeNull();
    expect(judge(run("qr lookup, If-None-Match", 1, 1), hello)).toBeNull();
  });
});
