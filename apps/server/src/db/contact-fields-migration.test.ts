import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateAround } from "./migration-steps.js";

const CONVERTING = "0031_custom_contact_fields";
let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  await migrateAround(db, CONVERTING, "before");
});
afterAll(async () => {
  await db.close();
});

async function newBusiness(name: string): Promise<number> {
  const business = await db.query<{ id: number }>(
    `insert into businesses (name, access_key, colors) values ($1, $1, '{}') returning id`,
    [name],
  );
  return business.rows[0]?.id ?? 0;
}

describe("the fixed extra contact fields become custom fields", () => {
  it("keeps every value under its field's key, gives each business the fields once, and drops the columns", async () => {
    const full = await newBusiness("Con datos");
    const empty = await newBusiness("Sin datos");
    await db.query(
      `insert into contacts (business_id, name, phone_number, type_register, broker_id, line_of_business,
         commercial_zone, profile, commercial_reason, company, classification, comments)
       values ($1, 'Ana', '+5218111111111', 'manual', 'B-7', 'Ferretería', ' Norte ', '', '', 'Ñandú S.A.', 'Oro', 'hola'),
              ($1, 'Beto', '+5218122222222', 'manual', '', '', '', '', '', '', '', '')`,
      [full],
    );

    await migrateAround(db, CONVERTING, "from");

    const fields = await db.query<{ business_id: number; key: string; name: string; type: string }>(
      "select business_id, key, name, type from contact_fields order by business_id, position",
    );
    const keys = [
      "broker_id",
      "line_of_business",
      "commercial_zone",
      "profile",
      "commercial_reason",
      "company",
      "classification",
    ];
    for (const businessId of [full, empty]) {
      const own = fields.rows.filter((field) => field.business_id === businessId);
      expect(own.map((field) => field.key)).toEqual(keys);
      expect(new Set(own.map((field) => field.type))).toEqual(new Set(["text"]));
    }
    expect(fields.rows.find((field) => field.key === "line_of_business")?.name).toBe("Giro");

    const contacts = await db.query<{
      name: string;
      custom_fields: Record<string, string>;
      comments: string;
    }>("select name, custom_fields, comments from contacts order by name");
    expect(contacts.rows).toEqual([
      {
        name: "Ana",
        custom_fields: {
          broker_id: "B-7",
          line_of_business: "Ferretería",
          commercial_zone: "Norte",
          company: "Ñandú S.A.",
          classification: "Oro",
        },
        comments: "hola",
      },
      { name: "Beto", custom_fields: {}, comments: "" },
    ]);

    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'contacts' and column_name in ('broker_id', 'line_of_business', 'classification')`,
    );
    expect(columns.rows).toEqual([]);
  });
});
