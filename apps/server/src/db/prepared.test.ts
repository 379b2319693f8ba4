import { asc, sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import type { Database } from "./client.js";
import { preparedByPosition } from "./prepared.js";

/** A table of this test's own, one column of each kind the app's prepared selects read. */
const probes = pgTable("prepared_probes", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  note: text("note"),
  active: boolean("active").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  local: timestamp("local"),
  extra: jsonb("extra").$type<{ tags: string[] }>(),
});

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await db.execute(sql`
    create table prepared_probes (
      id integer primary key, name text not null, note text, active boolean not null,
      at timestamptz not null, local timestamp, extra jsonb
    )`);
  await db.insert(probes).values([
    {
      id: 1,
      name: "Ñandú",
      note: null,
      active: true,
      at: new Date("2026-11-29T18:37:05.123Z"),
      local: new Date("2026-01-02T03:04:05.000Z"),
      extra: { tags: ["a"] },
    },
    {
      id: 2,
      name: "Ana",
      note: "nota",
      active: false,
      at: new Date("1999-12-31T23:59:59.999Z"),
      local: null,
      extra: null,
    },
  ]);
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

describe("preparedByPosition", () => {
  it("answers the rows Drizzle's own prepared statement answers, for every kind of column and expression", async () => {
    const query = () =>
      db
        .select({
          id: probes.id,
          name: probes.name,
          note: probes.note,
          active: probes.active,
          at: probes.at,
          local: probes.local,
          extra: probes.extra,
          total: sql<number>`count(*) over ()`.mapWith(Number),
          upper: sql<string>`upper(${probes.name})`.as("upper_name"),
        })
        .from(probes)
        .where(sql`${probes.id} >= ${sql.placeholder("from")}`)
        .orderBy(asc(probes.id));
    const expected = await query().prepare("probe_by_drizzle").execute({ from: 0 });
    const rows = await preparedByPosition(db, "probe_by_position", query()).execute({ from: 0 });
    expect(rows).toEqual(expected);
    expect(rows[0]?.at).toBeInstanceOf(Date);
    expect(rows[0]?.total).toBe(2);
    expect(Object.keys(rows[0] ?? {})).toEqual(Object.keys(expected[0] ?? {}));
  });

  it("reads a subquery's columns as the subquery's own", async () => {
    const inner = db.select({ id: probes.id, at: probes.at }).from(probes).as("inner_probes");
    const query = () => db.select({ id: inner.id, at: inner.at }).from(inner).orderBy(asc(inner.id));
    const expected = await query().prepare("probe_sub_by_drizzle").execute();
    await expect(preparedByPosition(db, "probe_sub_by_position", query()).execute()).resolves.toEqual(
      expected,
    );
  });

  it("refuses a nested selection, whose values would not be in its fields' order", () => {
    expect(() =>
      preparedByPosition(db, "probe_nested", db.select({ probe: { id: probes.id } }).from(probes)),
    ).toThrow(/flat selection/);
  });
});
