import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, holdWriterGroupOpen, type TestServer } from "../test/test-support";
import { preparedQuery } from "./prepared-query";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(() => server.close());

/** Stores a demo request under `id` from a sender called `name`. */
async function addRequest(id: string, name: string): Promise<void> {
  await server.db
    .insertInto("demoRequests")
    .values({ id, name, email: "prepared@example.in", phone: "9876543210", restaurantName: "Prepared", message: "", createdAt: "now" })
    .execute();
}

const requestById = preparedQuery((db, { id }: { id: string }) =>
  db.selectFrom("demoRequests").select(["id", "name", "restaurantName"]).where("id", "=", id).where("email", "=", "prepared@example.in"),
);

describe("preparedQuery", () => {
  it("binds each call's own values, keeps the values built in, and answers rows in camelCase", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await addRequest(first, "First Sender");
    await addRequest(second, "Second Sender");
    await server.db
      .insertInto("demoRequests")
      .values({
        id: randomUUID(),
        name: "Other",
        email: "other@example.in",
        phone: "9876543210",
        restaurantName: "R",
        message: "",
        createdAt: "now",
      })
      .execute();
    expect(await requestById(server.db, { id: first })).toEqual([{ id: first, name: "First Sender", restaurantName: "Prepared" }]);
    expect(await requestById(server.db, { id: second })).toEqual([{ id: second, name: "Second Sender", restaurantName: "Prepared" }]);
    expect(await requestById(server.db, { id: randomUUID() })).toEqual([]);
  });

  it("writes with the values of each call", async () => {
    const id = randomUUID();
    await addRequest(id, "Before");
    const rename = preparedQuery((db, { id, name }: { id: string; name: string | null }) =>
      db
        .updateTable("demoRequests")
        .set({ message: name ?? "" })
        .where("id", "=", id),
    );
    await rename(server.db, { id, name: "renamed once" });
    await rename(server.db, { id, name: "renamed twice" });
    const row = await server.db.selectFrom("demoRequests").select("message").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.message).toBe("renamed twice");
  });

  it("runs inside a writer's job on the job's own connection: a write and a read of the job see each other, and nothing outside until it is durable", async () => {
    const id = randomUUID();
    const insert = preparedQuery((db, { id, name }: { id: string; name: string }) =>
      db.insertInto("demoRequests").values({
        id,
        name,
        email: "prepared@example.in",
        phone: "9876543210",
        restaurantName: "Prepared",
        message: "",
        createdAt: "now",
      }),
    );
    const job = server.writer.run(async (db) => {
      const inserted = await insert(db, { id, name: "In Job" });
      return { inserted, read: await requestById(db, { id }) };
    });
    expect(await requestById(server.db, { id })).toEqual([]);
    expect(await job).toEqual({ inserted: [], read: [{ id, name: "In Job", restaurantName: "Prepared" }] });
    expect(await requestById(server.db, { id })).toEqual([{ id, name: "In Job", restaurantName: "Prepared" }]);
  });

  it("refuses a build that reads a parameter without binding it, before running anything", async () => {
    const unbound = preparedQuery((db, { id }: { id: string }) =>
      db
        .selectFrom("demoRequests")
        .select("id")
        .where("id", "=", id.length > 0 ? "fixed" : ""),
    );
    await expect(unbound(server.db, { id: randomUUID() })).rejects.toThrow('"id" is not bound as a parameter');
  });

  it("waits for a writer group that holds the connection, so it never reads uncommitted rows", async () => {
    const id = randomUUID();
    const group = await holdWriterGroupOpen(server.writer, (db) =>
      db
        .insertInto("demoRequests")
        .values({
          id,
          name: "In Group",
          email: "prepared@example.in",
          phone: "9876543210",
          restaurantName: "Prepared",
          message: "",
          createdAt: "now",
        })
        .execute(),
    );
    let seen: number | undefined;
    const read = requestById(server.db, { id }).then((rows) => {
      seen = rows.length;
    });
    for (let turn = 0; turn < 5; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(seen).toBeUndefined();
    group.release();
    await group.job;
    await read;
    expect(seen).toBe(1);
  });
});
