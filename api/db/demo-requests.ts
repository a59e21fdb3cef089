import type { DemoRequest, DemoRequestInput } from "../../shared/schemas/demo-requests";
import { nowIso } from "../clock";
import type { Db } from "./connection";

/** Newest first. */
export function listDemoRequests(db: Db): Promise<DemoRequest[]> {
  return db.selectFrom("demoRequests").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
}

/** Inserts once per id: the same client-made id sent again answers the row already stored. */
export async function createDemoRequest(db: Db, input: DemoRequestInput): Promise<DemoRequest> {
  const { id = crypto.randomUUID(), ...fields } = input;
  await db
    .insertInto("demoRequests")
    .values({ id, ...fields, createdAt: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return db.selectFrom("demoRequests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
