import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, deleteSession, findSession } from "../../auth/session";
import { createTestServer, type TestServer } from "../../test/test-support";
import { poolOf } from "./connection";

/** A prepared query over PostgreSQL's pool (`npm run test:pg`): a named statement, answering what Kysely's path answers. */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(() => server.close());

/** The named statements of our prepared queries each pooled connection holds, summed over all of them. */
async function preparedOnConnections(): Promise<number> {
  const pool = poolOf(server.db);
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    const counts = await Promise.all(
      clients.map(
        async (client) => (await client.query("SELECT name FROM pg_prepared_statements WHERE name LIKE 'rasoi-q-%'")).rowCount ?? 0,
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  } finally {
    for (const client of clients) client.release();
  }
}

describe("preparedQuery on PostgreSQL", () => {
  it("looks a session up as a named statement, with the columns camelCased, and a deleted session is gone at once", async () => {
    const admin = await server.db.selectFrom("users").select(["id", "username"]).where("username", "=", "admin").executeTakeFirstOrThrow();
    const { token } = await createSession(server.db, admin.id, server.config);
    const found = await findSession(server.db, token);
    expect(found?.user).toMatchObject({ id: admin.id, username: admin.username, role: "admin" });
    expect(found?.expiresAt).toEqual(expect.any(String));
    expect(await preparedOnConnections()).toBeGreaterThan(0);
    await deleteSession(server.db, token);
    expect(await findSession(server.db, token)).toBeNull();
  });
});
