import { describe, expect, it } from "vitest";
import { cpuRatio, judge, type Measured } from "./targets";

const run = (name: string, requestsPerSecond: number, p99Ms: number, errors = 0, cpuUs: number | null = 30): Measured => ({
  name,
  connections: 50,
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  serverCpuUsPerRequest: cpuUs,
  errors,
});

const hello = run("hello", 10_000, 5, 0, 20);

describe("judge", () => {
  it("reads throughput against the same run's hello, and p99 against its bound", () => {
    expect(judge(run("qr lookup", 6_000, 10), hello)).toEqual({
      target: "≥ 0.6 of hello, p99 ≤ 10 ms, CPU ≤ 1.5× hello's, no errors",
      met: true,
    });
    expect(judge(run("qr lookup", 5_999, 10), hello)?.met).toBe(false);
    expect(judge(run("qr lookup", 9_000, 10.5), hello)?.met).toBe(false);
    expect(judge(run("place order", 4_000, 30), hello)?.met).toBe(true);
    expect(judge(run("place order", 3_999, 5), hello)?.met).toBe(false);
  });

  it("holds each scenario's server CPU per request to its multiple of hello's in the same run", () => {
    expect(cpuRatio(run("qr lookup", 1, 1, 0, 45), hello)).toBe(2.25);
    expect(judge(run("qr lookup", 9_000, 5, 0, 30), hello)?.met).toBe(true);
    expect(judge(run("qr lookup", 9_000, 5, 0, 31), hello)?.met).toBe(false);
    expect(judge(run("status update", 500, 2, 0, 60), hello)?.met).toBe(true);
    expect(judge(run("status update", 500, 2, 0, 61), hello)?.met).toBe(false);
    expect(judge(run("place order", 5_000, 5, 0, 121), hello)?.met).toBe(false);
    expect(judge(run("qr lookup", 9_000, 5, 0, null), hello)?.met).toBe(false);
    expect(cpuRatio(hello, run("hello", 1, 1, 0, null))).toBeNull();
  });

  it("fails any run with an error, and has no verdict for scenarios without a target", () => {
    expect(judge(run("status update", 500, 2, 1), hello)?.met).toBe(false);
    expect(judge(hello, hello)).toBeNull();
    expect(judge(run("qr lookup, If-None-Match", 1, 1), hello)).toBeNull();
  });
});
