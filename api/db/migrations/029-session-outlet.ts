import type { Kysely, Migration } from "kysely";

/**
 * The outlet a session works in (docs/decisions/108-owner-switches-outlet.md): null for the user's own
 * restaurant, else another restaurant the user owns, set by `POST /api/owner/outlets/{id}/switch`.
 * Deleting the restaurant ends the sessions acting in it.
 */
export const sessionOutlet: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("sessions")
      .addColumn("restaurant_id", "text", (col) => col.references("restaurants.id").onDelete("cascade"))
      .execute();
  },
};
