import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { ofBusiness, rowOfBusiness } from "./of-business.js";
import { contacts } from "./schema/index.js";

const dialect = new PgDialect();
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("the business scope", () => {
  it("is a plain equality on business_id, so the indexes that lead with it serve it", () => {
    expect(dialect.sqlToQuery(sql`${ofBusiness(contacts, 7)}`)).toMatchObject({
      sql: '"contacts"."business_id" = $1',
      params: [7],
    });
    expect(dialect.sqlToQuery(sql`${rowOfBusiness(contacts, 7, 3)}`)).toMatchObject({
      sql: '("contacts"."id" = $1 and "contacts"."business_id" = $2)',
      params: [3, 7],
    });
  });

  // A scope written by hand is one a search for ofBusiness misses; this keeps the helper the only way.
  it("is written through of-business.ts everywhere in the server", async () => {
    // Route files are left out: they hand their queries to a service or a repo, where this finds them.
    const byHand = [
      /\beq\(\s*[\w.]+\.businessId\s*,/,
      /\$\{[\w.]+\.businessId\}\s*=/,
      /\bbusiness_id\s*=\s*\$\{/,
    ];
    const files = (await readdir(src, { recursive: true }))
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".routes.ts"))
      .filter((file) => path.join(src, file) !== fileURLToPath(new URL("./of-business.ts", import.meta.url)));
    const offending: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(src, file), "utf8");
      text.split("\n").forEach((line, i) => {
        if (byHand.some((pattern) => pattern.test(line))) offending.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offending).toEqual([]);
  });
});
