import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, CachedAnswer } from "./cached-answer";

describe("acceptsGzip", () => {
  it("takes gzip or * unless refused with q=0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip; q=0.0, br")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("CachedAnswer", () => {
  it("keeps the JSON's bytes, a tag that follows the content, and one gzip copy of the same bytes", async () => {
    const json = JSON.stringify({ menu: "ज़ायका".repeat(100) });
    const answer = new CachedAnswer(json);
    expect(new TextDecoder().decode(answer.body)).toBe(json);
    expect(answer.etag).toBe(new CachedAnswer(json).etag);
    expect(answer.etag).not.toBe(new CachedAnswer("{}").etag);
    const zipped = await answer.gzipped();
    expect(answer.gzipped()).toBe(answer.gzipped());
    expect(gunzipSync(zipped).toString("utf8")).toBe(json);
    expect(zipped.byteLength).toBeLessThan(answer.body.byteLength);
  });
});
