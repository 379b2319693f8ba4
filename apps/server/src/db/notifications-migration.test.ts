import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements } from "./migration-steps.js";

const CONVERTING = "0026_notifications_general_once";
let db: PGlite;

async function migrate(which: (tag: string) => boolean) {
  for (const migration of migrationStatements().filter(({ tag }) => which(tag))) {
    for (const statement of migration.statements) await db.exec(statement);
  }
}

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  const all = migrationStatements().map(({ tag }) => tag);
  const upTo = all.indexOf(CONVERTING);
  await migrate((tag) => all.indexOf(tag) < upTo);
});
afterAll(async () => {
  await db.close();
});

describe(CONVERTING, () => {
  it("turns each set of per-person general rows into one shared row and keeps removed ones removed", async () => {
    const business = await db.query<{ id: number }>(
      `insert into businesses (name, access_key, colors) values ('Migrada', 'clave', '{}') returning id`,
    );
    const businessId = business.rows[0]?.id;
    const users: number[] = [];
    for (const name of ["ana", "beto", "carla"]) {
      const user = await db.query<{ id: number }>(
        `insert into users (business_id, name, email, password_hash, role)
         values ($1, $2, $2 || '@migrada.test', 'x', 'ProviderAgent') returning id`,
        [businessId, name],
      );
      users.push(user.rows[0]?.id ?? 0);
    }
    const [ana, beto, carla] = users;
    const model = JSON.stringify({ method: "NewContact", data: { conversationId: 1 } });
    // Carla had already removed hers; Ana also has a personal one, which stays as it is.
    for (const userId of [ana, beto]) {
      await db.query(
        `insert into notifications (business_id, user_id, scope, type, model) values ($1, $2, 'general', 'new_contact', $3)`,
        [businessId, userId, model],
      );
    }
    await db.query(
      `insert into notifications (business_id, user_id, scope, type, model) values ($1, $2, 'personal', 'assigned', '{"method":"Reassign","data":{}}')`,
      [businessId, ana],
    );

    await migrate((tag) => tag === CONVERTING);

    const rows = await db.query<{ id: number; user_id: number | null; scope: string; type: string }>(
      `select id, user_id, scope, type from notifications where business_id = $1 order by scope`,
      [businessId],
    );
    expect(rows.rows.map(({ user_id, scope, type }) => [user_id, scope, type])).toEqual([
      [null, "general", "new_contact"],
      [ana, "personal", "assigned"],
    ]);
    const dismissals = await db.query<{ user_id: number; notification_id: number }>(
      `select user_id, notification_id from notification_dismissals`,
    );
    expect(dismissals.rows).toEqual([{ user_id: carla, notification_id: rows.rows[0]?.id }]);
    await expect(
      db.query(
        `insert into notifications (business_id, user_id, scope, type, model) values ($1, $2, 'general', 'new_contact', '{}')`,
        [businessId, beto],
      ),
    ).rejects.toThrow(/notifications_general_has_no_user/);
  });
});
