import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { accepts, CachedAnswer, SharedStart } from "./cached-answer";

describe("accepts", () => {
  it("takes the coding or * unless refused with q=0", () => {
    expect(accepts("gzip, deflate, br", "gzip")).toBe(true);
    expect(accepts("br;q=1.0, GZIP;q=0.5", "gzip")).toBe(true);
    expect(accepts("*", "gzip")).toBe(true);
    expect(accepts("gzip;q=0", "gzip")).toBe(false);
    expect(accepts("gzip; q=0.0, br", "gzip")).toBe(false);
    expect(accepts("gzip; q=0.0, br", "br")).toBe(true);
    expect(accepts("br;q=0, gzip", "br")).toBe(false);
    expect(accepts("br, deflate", "gzip")).toBe(false);
    expect(accepts("identity", "gzip")).toBe(false);
    expect(accepts(undefined, "br")).toBe(false);
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

  it("sends gzip while its brotli copy is made, then the smaller brotli copy; never brotli to a client that does not take it", async () => {
    const json = JSON.stringify({ dishes: Array.from({ length: 200 }, (_, n) => ({ name: `Paneer tikka ${n}`, price: 200 + n })) });
    const answer = new CachedAnswer(json);
    const first = await answer.encodedFor("gzip, br");
    expect(first.coding).toBe("gzip");
    await answer.brotliReady();
    const second = await answer.encodedFor("gzip, deflate, br");
    expect(second.coding).toBe("br");
    expect(brotliDecompressSync(second.body).toString("utf8")).toBe(json);
    expect(second.body.byteLength).toBeLessThan(first.body.byteLength);
    expect((await answer.encodedFor("gzip")).coding).toBe("gzip");
    expect(await answer.encodedFor(undefined)).toEqual({ body: answer.body, coding: null });
  });

  it("keeps no brotli copy of a large answer such as a long order list", async () => {
    const answer = new CachedAnswer(JSON.stringify({ rows: "x".repeat(70 * 1024) }));
    await answer.brotliReady();
    expect((await answer.encodedFor("br, gzip")).coding).toBe("gzip");
  });

  it("makes answers that share a start from one compression of it: each brotli copy is the start's and its own end", async () => {
    const menu = JSON.stringify(Array.from({ length: 200 }, (_, n) => ({ name: `पनीर टिक्का ${n}`, price: 200 + n })));
    const start = new SharedStart(`{"menuItems":${menu},"table":`);
    const ends = ['{"tableNumber":"T1","capacity":4}}', '{"tableNumber":"Terrace 12","capacity":2}}'];
    const answers = ends.map((end) => new CachedAnswer({ start, end }));
    for (const [n, answer] of answers.entries()) {
      const whole = `{"menuItems":${menu},"table":${ends[n]}`;
      expect(new TextDecoder().decode(answer.body)).toBe(whole);
      expect(answer.etag).toBe(new CachedAnswer(whole).etag);
      await answer.brotliReady();
      const { body, coding } = await answer.encodedFor("gzip, deflate, br");
      expect(coding).toBe("br");
      expect(brotliDecompressSync(body).toString("utf8")).toBe(whole);
      // Brotli at full quality once, for the start: each answer only adds its few bytes.
      expect(body.byteLength).toBeLessThan((start.brotliNow()?.byteLength ?? 0) + (ends[n]?.length ?? 0) + 8);
    }
    const [first, second] = await Promise.all(answers.map((answer) => answer.encodedFor("br")));
    expect(first?.body.subarray(0, 64)).toEqual(second?.body.subarray(0, 64));
  });
});
