import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse";

const STREAM =
  'event: ready\ndata: {"restaurantId":"r1"}\n\n: heartbeat\n\nevent: change\ndata: {"topics":["orders"]}\n\ndata: a\ndata: b\n\n';
const EVENTS: SseEvent[] = [
  { event: "ready", data: '{"restaurantId":"r1"}' },
  { event: "change", data: '{"topics":["orders"]}' },
  { event: "message", data: "a\nb" },
];

describe("createSseParser", () => {
  it("reads named events, skips comments and joins data lines", () => {
    expect(createSseParser()(STREAM)).toEqual(EVENTS);
  });

  it("keeps an unfinished event until its blank line arrives", () => {
    const parse = createSseParser();
    expect(parse("event: change\ndata: x\n")).toEqual([]);
    expect(parse("\n")).toEqual([{ event: "change", data: "x" }]);
  });

  it("accepts CRLF and CR line ends, even when a CRLF is split between chunks", () => {
    const parse = createSseParser();
    expect(parse("event: change\r")).toEqual([]);
    expect(parse("\ndata: x\r\n\r")).toEqual([]);
    expect(parse("\ndata: y\r\r")).toEqual([{ event: "change", data: "x" }]);
    expect(parse("\n")).toEqual([{ event: "message", data: "y" }]);
  });

  it("gives the same events however the stream is cut into chunks", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(STREAM.length), { maxLength: 12 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), STREAM.length];
        const parse = createSseParser();
        const events = points.slice(1).flatMap((end, index) => parse(STREAM.slice(points[index], end)));
        expect(events).toEqual(EVENTS);
      }),
    );
  });
});
