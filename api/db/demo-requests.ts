import type { DemoRequest, DemoRequestInput } from "../../shared/schemas/demo-requests";
import { nowIso } from "../clock";
import type { Db } from "./connection";

/** Newest first. */
export function listDemoRequests(db: Db): Promise<DemoRequest[]> {
  return db.selectFrom("demoRequests").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
}

export function findDemoRequest(db: Db, id: string): Promise<DemoRequest | undefined> {
  return db.selectFrom("demoRequests").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertDemoRequest(db: Db, id: string, fields: Omit<DemoRequestInput, "id">): Promise<DemoRequest> {
  const row = { id, ...fields, createdAt: nowIso() };
  await db.insertInto("demoRequests").values(row).execute();
  return row;
}
