import { readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { MIGRATIONS_FOLDER } from "./migrate.js";

/** The migrations in the journal's order, each split at drizzle's breakpoints. */
export function migrationStatements(): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    statements: readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter(Boolean),
  }));
}

/**
 * Runs the migrations before `tag` (`"before"`) or from it on (`"from"`): a migration test writes rows in the
 * old shape in between, the way a database that lived through the change had them.
 */
export async function migrateAround(db: PGlite, tag: string, part: "before" | "from"): Promise<void> {
  const all = migrationStatements();
  const at = all.findIndex((migration) => migration.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  for (const migration of part === "before" ? all.slice(0, at) : all.slice(at)) {
    for (const statement of migration.statements) await db.exec(statement);
  }
}
