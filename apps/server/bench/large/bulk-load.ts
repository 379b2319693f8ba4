import type pg from "pg";

export type SavedIndex = { name: string; definition: string };

/** Tables the large seeder fills with COPY. */
export const LOADED_TABLES = ["contacts", "conversations", "messages"] as const;
/** Tables the product fills by trigger from the loaded ones; the load skips triggers, fillTriggerRows does it. */
const DERIVED_TABLES = ["contact_name_words", "contact_field_values"] as const;

/**
 * The loaded tables' indexes other than primary keys and constraint-backed ones. Building each once after
 * the load is several times faster than keeping it up to date row by row (the search GIN index above all).
 */
export async function dropSecondaryIndexes(client: pg.Client): Promise<SavedIndex[]> {
  const { rows } = await client.query<SavedIndex>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
      where t.relname = any($1::text[]) and t.relnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [[...LOADED_TABLES, ...DERIVED_TABLES]],
  );
  for (const index of rows) await client.query(`drop index "${index.name}"`);
  return rows;
}

/** Builds the dropped indexes again, exactly as the migrations defined them; reports each one's time. */
export async function restoreIndexes(
  client: pg.Client,
  saved: readonly SavedIndex[],
  log: (line: string) => void,
): Promise<void> {
  await client.query("set maintenance_work_mem = '512MB'");
  for (const index of saved) {
    const start = Date.now();
    await client.query(index.definition);
    log(`  index ${index.name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
}

/**
 * Skips the per-row foreign-key triggers on this connection (the generator only writes ids it created).
 * Needs a superuser or the table owner with the right grant; without it the load is slower but the same.
 */
export async function skipForeignKeyTriggers(client: pg.Client, log: (line: string) => void): Promise<void> {
  try {
    await client.query("set session_replication_role = replica");
  } catch {
    log("  (cannot skip foreign-key triggers without superuser: loading with them, slower)");
  }
}

/**
 * What the contacts triggers write (migrations 0024 and 0036), for every loaded contact at once: the load ran
 * with triggers off (skipForeignKeyTriggers), so the name search's word rows and the custom fields' typed
 * values are made here, after the fields are filled and before the indexes.
 */
export async function fillTriggerRows(client: pg.Client, log: (line: string) => void): Promise<void> {
  const statements = {
    contact_name_words: `insert into contact_name_words (contact_id, business_id, head, words)
      select c.id, c.business_id, w.head, w.words
        from contacts as c cross join lateral contact_name_word_rows(c.search_name) as w`,
    contact_field_values: `insert into contact_field_values (contact_id, business_id, key, number, day, lowered)
      select c.id, c.business_id, v.key, v.number, v.day, v.lowered
        from contacts as c cross join lateral contact_field_value_rows(c.custom_fields) as v
       where c.custom_fields <> '{}'::jsonb`,
  };
  // The fields' fill ran on a connection with triggers on: its rows are made again, all at once.
  await client.query("truncate contact_field_values");
  for (const [table, statement] of Object.entries(statements)) {
    const start = Date.now();
    const { rowCount } = await client.query(statement);
    log(`${table}: ${rowCount ?? 0} rows in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
}
