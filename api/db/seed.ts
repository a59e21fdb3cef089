import type { Db } from "./connection";

/** Seeds the demo restaurant and its neighbours into an empty database (written by the API-core engineer). */
export async function seedDemo(db: Db): Promise<void> {
  void db;
}
