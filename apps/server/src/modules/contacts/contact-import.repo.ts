import type { ContactImportMapping, ContactImportTextField } from "@consola/shared";
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import {
  contactImportContacts,
  contactImportRejections,
  contactImports,
  contacts,
} from "../../db/schema/index.js";
import type { ImportedContact } from "./import-row.js";

export type ContactImportRow = typeof contactImports.$inferSelect;
export type NewContactImport = Omit<
  typeof contactImports.$inferInsert,
  "id" | "status" | "mapping" | "createdAt" | "updatedAt"
>;
export type Rejection = { rowNumber: number; reason: string; cells: string[] };

export async function insertContactImport(db: Executor, values: NewContactImport): Promise<ContactImportRow> {
  const [row] = await db.insert(contactImports).values(values).returning();
  if (!row) throw new Error("contact import insert returned no row");
  return row;
}

export async function findContactImport(
  db: Executor,
  businessId: number,
  id: number,
): Promise<ContactImportRow | undefined> {
  const [row] = await db
    .select()
    .from(contactImports)
    .where(rowOfBusiness(contactImports, businessId, id));
  return row;
}

/** Ready → running with its mapping; undefined when it was not ready (started twice). */
export async function markRunning(
  db: Executor,
  businessId: number,
  id: number,
  mapping: ContactImportMapping,
): Promise<ContactImportRow | undefined> {
  const [row] = await db
    .update(contactImports)
    .set({ status: "running", mapping, startedAt: sql`now()` })
    .where(and(rowOfBusiness(contactImports, businessId, id), eq(contactImports.status, "ready")))
    .returning();
  return row;
}

export async function markEnded(db: Executor, id: number, error: string | null): Promise<void> {
  await db
    .update(contactImports)
    .set({ status: error === null ? "done" : "failed", error, finishedAt: sql`now()` })
    .where(and(eq(contactImports.id, id), eq(contactImports.status, "running")));
}

/**
 * A run whose progress has not moved for `staleSeconds` died with its process: it is marked failed so the
 * business can import again. Returns whether it was.
 */
export async function failIfStale(
  db: Executor,
  id: number,
  staleSeconds: number,
  error: string,
): Promise<boolean> {
  const rows = await db
    .update(contactImports)
    .set({ status: "failed", error, finishedAt: sql`now()` })
    .where(
      and(
        eq(contactImports.id, id),
        eq(contactImports.status, "running"),
        lt(contactImports.updatedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    )
    .returning({ id: contactImports.id });
  return rows.length > 0;
}

/** Imports never started and older than `hours`: their stored files are removed with them. */
export async function takeAbandonedImports(
  db: Executor,
  businessId: number,
  hours: number,
): Promise<{ fileKey: string }[]> {
  return db
    .delete(contactImports)
    .where(
      and(
        ofBusiness(contactImports, businessId),
        eq(contactImports.status, "ready"),
        lt(contactImports.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    )
    .returning({ fileKey: contactImports.fileKey });
}

/**
 * One import past its keeping time, deleted with its rejected rows (they cascade), which hold the cells of the
 * file as typed: ended more than `endedDays` ago (or a run that stopped moving that long ago: it died), or
 * uploaded and never started more than `abandonedHours` ago. Gives its file's key to remove; undefined when
 * none is left. One at a time, so a long rejected list is one short transaction; `skip locked` lets
 * instances prune at the same time.
 */
export async function takeExpiredImport(
  db: Executor,
  limits: { endedDays: number; abandonedHours: number },
): Promise<{ id: number; fileKey: string } | undefined> {
  const endedBefore = sql`now() - make_interval(days => ${limits.endedDays})`;
  const expired = db
    .select({ id: contactImports.id })
    .from(contactImports)
    .where(
      or(
        and(inArray(contactImports.status, ["done", "failed"]), lt(contactImports.finishedAt, endedBefore)),
        and(eq(contactImports.status, "running"), lt(contactImports.updatedAt, endedBefore)),
        and(
          eq(contactImports.status, "ready"),
          lt(contactImports.createdAt, sql`now() - make_interval(hours => ${limits.abandonedHours})`),
        ),
      ),
    )
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .delete(contactImports)
    .where(inArray(contactImports.id, expired))
    .returning({ id: contactImports.id, fileKey: contactImports.fileKey });
  return row;
}

export type BatchCounts = { read: number; created: number; updated: number; rejected: number };

export async function addProgress(
  db: Executor,
  id: number,
  counts: BatchCounts,
  bytesRead: number,
): Promise<void> {
  await db
    .update(contactImports)
    .set({
      rowsRead: sql`${contactImports.rowsRead} + ${counts.read}`,
      createdCount: sql`${contactImports.createdCount} + ${counts.created}`,
      updatedCount: sql`${contactImports.updatedCount} + ${counts.updated}`,
      rejectedCount: sql`${contactImports.rejectedCount} + ${counts.rejected}`,
      bytesRead,
    })
    .where(eq(contactImports.id, id));
}

export type ContactUpsert = ImportedContact;
type ImportedField = Exclude<ContactImportTextField, "phoneNumber">;

/**
 * One batch of contacts by number: new numbers become manual contacts, known ones get the mapped fields
 * (never their registration type), an empty cell keeping what the contact has: an import adds, never erases.
 * A new contact's consent is the row's (yes when it says nothing), given through the import by the person
 * importing; a known contact's changes only when the row says otherwise (changeConsents). The batch travels
 * as one array per field (unnest), which the database parses far faster than thousands of VALUES parameters.
 * Answers how many were new. The numbers of a batch are distinct.
 */
export async function upsertContacts(
  db: Executor,
  businessId: number,
  fields: readonly ImportedField[],
  batch: readonly ContactUpsert[],
  /** The person whose import it is: a new contact's consent was given through it, by them. */
  importedBy: number | null = null,
  /** The import whose list the contacts join (a campaign's audience can be that list). */
  importId: number | null = null,
): Promise<{ created: number; updated: number }> {
  if (batch.length === 0) return { created: 0, updated: 0 };
  const column = (field: ImportedField | "phoneNumber") => sql.identifier(contacts[field].name);
  const arrays = [
    sql`${sql.param(batch.map((row) => row.phoneNumber))}::text[]`,
    ...fields.map((field) => sql`${sql.param(batch.map((row) => row.fields[field] ?? ""))}::text[]`),
  ];
  arrays.push(sql`${sql.param(batch.map((row) => JSON.stringify(row.custom)))}::jsonb[]`);
  const names = sql.join(
    [column("phoneNumber"), ...fields.map(column), sql.identifier("custom_fields")],
    sql`, `,
  );
  const updates = fields.map((field) =>
    field === "name"
      ? sql`${column(field)} = excluded.${column(field)}`
      : sql`${column(field)} = coalesce(nullif(excluded.${column(field)}, ''), ${contacts[field]})`,
  );
  // The file's custom values over the stored ones; a field the file leaves empty keeps its value.
  updates.push(sql`custom_fields = ${contacts.customFields} || excluded.custom_fields`);
  // The conflict's update cannot tell a row's "no" from its silence (the proposed row holds the default by
  // then), so a known contact's consent is left to changeConsents.
  const result = await db.execute(sql`
    insert into ${contacts} (business_id, type_register, opt_source, opt_changed_by_user_id, opt_changed_at, opt_in, ${names})
    select ${businessId}, 'manual', 'import', ${importedBy}::int, now(), coalesce(given.opt_in, true), ${names}
    from unnest(${sql.join(arrays, sql`, `)}, ${consentArray(batch)}) as given(${names}, opt_in)
    on conflict (business_id, phone_number)
    do update set ${sql.join(updates, sql`, `)}, updated_at = now()
    returning id, (xmax = 0) as inserted`);
  // Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`.
  const { rows } = result as unknown as { rows: { id: number; inserted: boolean }[] };
  await changeConsents(db, businessId, batch, importedBy);
  if (importId !== null && rows.length > 0) {
    await db
      .insert(contactImportContacts)
      .values(rows.map((row) => ({ importId, contactId: Number(row.id) })))
      .onConflictDoNothing();
  }
  const created = rows.filter((row) => row.inserted).length;
  return { created, updated: rows.length - created };
}

/** The rows' consent as one boolean array, null where a row does not say. */
const consentArray = (batch: readonly ContactUpsert[]) =>
  sql`${sql.param(batch.map((row) => row.optIn))}::boolean[]`;

/**
 * The batch's contacts whose row says yes or no otherwise than they stand take it, stamped as the import's
 * and the importing person's, now; a contact already standing there keeps its stamp, and a row that says
 * nothing changes nothing. The batch's new contacts already hold their row's consent, so only known ones move.
 */
async function changeConsents(
  db: Executor,
  businessId: number,
  batch: readonly ContactUpsert[],
  importedBy: number | null,
): Promise<void> {
  if (batch.every((row) => row.optIn === null)) return;
  await db.execute(sql`
    update ${contacts}
    set opt_in = given.opt_in, opt_source = 'import', opt_changed_by_user_id = ${importedBy}::int,
      opt_changed_at = now()
    from unnest(${sql.param(batch.map((row) => row.phoneNumber))}::text[], ${consentArray(batch)})
      as given(phone_number, opt_in)
    where ${ofBusiness(contacts, businessId)} and ${contacts.phoneNumber} = given.phone_number
      and given.opt_in is not null and ${contacts.optIn} <> given.opt_in`);
}

export async function insertRejections(db: Executor, importId: number, rows: readonly Rejection[]) {
  if (rows.length === 0) return;
  await db.insert(contactImportRejections).values(rows.map((row) => ({ importId, ...row })));
}

/** An import's rejected rows in file order, read in batches so a long list never sits in memory. */
export async function* rejectionsOf(
  db: Executor,
  importId: number,
  options: { batchSize?: number; limit?: number } = {},
): AsyncGenerator<Rejection> {
  const { batchSize = 2_000, limit = Number.POSITIVE_INFINITY } = options;
  let afterRow = 0;
  let given = 0;
  for (;;) {
    const take = Math.min(batchSize, limit - given);
    const rows = await db
      .select({
        rowNumber: contactImportRejections.rowNumber,
        reason: contactImportRejections.reason,
        cells: contactImportRejections.cells,
      })
      .from(contactImportRejections)
      .where(
        and(eq(contactImportRejections.importId, importId), gt(contactImportRejections.rowNumber, afterRow)),
      )
      .orderBy(asc(contactImportRejections.rowNumber))
      .limit(take);
    for (const row of rows) {
      yield row;
      given += 1;
    }
    const last = rows.at(-1);
    if (!last || given >= limit || rows.length < take) return;
    afterRow = last.rowNumber;
  }
}
