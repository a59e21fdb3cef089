import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeRequestsOf,
  moveServiceRequest,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequest,
  serviceRequestMoves,
} from "./service-requests";

const request = (fields: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id: "r1",
  tableId: "t1",
  tableNumber: "4",
  kind: "waiter",
  status: "open",
  createdAt: "2026-11-24T10:00:00.000Z",
  acknowledgedAt: null,
  doneAt: null,
  ...fields,
});

describe("serviceRequestMoves", () => {
  it("moves forward, skipping allowed, never back or in place", () => {
    expect(serviceRequestMoves("open", "acknowledged")).toBe(true);
    expect(serviceRequestMoves("open", "done")).toBe(true);
    expect(serviceRequestMoves("acknowledged", "done")).toBe(true);
    expect(serviceRequestMoves("acknowledged", "open")).toBe(false);
    expect(serviceRequestMoves("done", "acknowledged")).toBe(false);
    expect(serviceRequestMoves("open", "open")).toBe(false);
  });
});

describe("moveServiceRequest", () => {
  it("stamps the moment of each step", () => {
    const acknowledged = moveServiceRequest(request(), "acknowledged", "2026-11-24T10:01:00.000Z");
    expect(acknowledged).toMatchObject({ status: "acknowledged", acknowledgedAt: "2026-11-24T10:01:00.000Z", doneAt: null });
    const done = moveServiceRequest(acknowledged, "done", "2026-11-24T10:02:00.000Z");
    expect(done).toMatchObject({ status: "done", acknowledgedAt: "2026-11-24T10:01:00.000Z", doneAt: "2026-11-24T10:02:00.000Z" });
  });

  it("whatever order the taps arrive in, ends on the furthest status", () => {
    const status = fc.constantFrom(...SERVICE_REQUEST_STATUSES);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 6 }), (targets) => {
        const end = targets.reduce((current, target) => moveServiceRequest(current, target, "2026-11-24T10:05:00.000Z"), request());
        const furthest = Math.max(0, ...targets.map((target) => SERVICE_REQUEST_STATUSES.indexOf(target)));
        expect(end.status).toBe(SERVICE_REQUEST_STATUSES[furthest]);
      }),
    );
  });
});

describe("activeRequestsOf", () => {
  it("keeps open and acknowledged ones, newest first", () => {
    const list = activeRequestsOf([
      request({ id: "a", createdAt: "2026-11-24T10:00:00.000Z" }),
      request({ id: "b", createdAt: "2026-11-24T10:03:00.000Z", status: "acknowledged" }),
      request({ id: "c", createdAt: "2026-11-24T10:04:00.000Z", status: "done" }),
    ]);
    expect(list.map((item) => item.id)).toEqual(["b", "a"]);
  });
});
