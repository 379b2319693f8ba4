import { CONTACT_IMPORT_TEXT_FIELDS, type ContactImportTextField, type OptSource } from "@consola/shared";
import { and, asc, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { contacts, users } from "../../db/schema/index.js";

export type ContactRow = typeof contacts.$inferSelect;
export type ContactInsert = Omit<typeof contacts.$inferInsert, "id" | "businessId">;
/** A change of some fields; custom values may be computed from the stored ones (changed-values.ts). */
export type ContactChanges = Partial<Omit<ContactInsert, "customFields">> & {
  customFields?: ContactInsert["customFields"] | SQL | undefined;
};

export async function findContact(
  db: Executor,
  businessId: number,
  id: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(rowOfBusiness(contacts, businessId, id))
    .limit(1);
  return row;
}

export async function insertContact(
  db: Executor,
  businessId: number,
  values: ContactInsert,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, businessId })
    .returning();
  if (!row) throw new Error("contact insert returned no row");
  return row;
}

export async function updateContact(
  db: Executor,
  businessId: number,
  id: number,
  changes: ContactChanges,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set(changes)
    .where(rowOfBusiness(contacts, businessId, id))
    .returning();
  return row;
}

/**
 * Sets the opt-in flag only when it changes, so optChangedAt keeps the moment of the real change, with how it
 * changed and the person who changed it (none for the contact's own keyword).
 */
export async function changeOptIn(
  db: Executor,
  businessId: number,
  id: number,
  change: { optIn: boolean; source: OptSource; userId: number | null },
): Promise<ContactRow | undefined> {
  const { optIn } = change;
  const [row] = await db
    .update(contacts)
    .set({ optIn, optChangedAt: sql`now()`, optSource: change.source, optChangedByUserId: change.userId })
    .where(and(rowOfBusiness(contacts, businessId, id), ne(contacts.optIn, optIn)))
    .returning();
  return row;
}

/**
 * The fields an export carries besides the spec's four: every other text field the import takes back (the
 * consent, which it takes back too, closes the row with how it last changed).
 */
export const EXPORTED_FIELDS = CONTACT_IMPORT_TEXT_FIELDS.filter(
  (field): field is Exclude<ContactImportTextField, "name" | "phoneNumber"> =>
    field !== "name" && field !== "phoneNumber",
);
export type ExportRow = Pick<
  ContactRow,
  | "id"
  | "name"
  | "phoneNumber"
  | "dateRegister"
  | "typeRegister"
  | "customFields"
  | "optIn"
  | "optChangedAt"
  | "optSource"
> & { optChangedBy: string | null } & Record<(typeof EXPORTED_FIELDS)[number], string>;

/** Every contact of the business in registration order, read in batches so a big export never sits in memory. */
export async function* contactsForExport(
  db: Executor,
  businessId: number,
  filters: readonly SQL[] = [],
  batchSize = 2_000,
): AsyncGenerator<ExportRow> {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: contacts.id,
        name: contacts.name,
        phoneNumber: contacts.phoneNumber,
        dateRegister: contacts.dateRegister,
        typeRegister: contacts.typeRegister,
        customFields: contacts.customFields,
        optIn: contacts.optIn,
        optChangedAt: contacts.optChangedAt,
        optSource: contacts.optSource,
        optChangedBy: users.name,
        ...Object.fromEntries(EXPORTED_FIELDS.map((field) => [field, contacts[field]])),
      })
      .from(contacts)
      .leftJoin(users, eq(users.id, contacts.optChangedByUserId))
      .where(and(ofBusiness(contacts, businessId), gt(contacts.id, afterId), ...filters))
      .orderBy(asc(contacts.id))
      .limit(batchSize);
    // The fields spread in from EXPORTED_FIELDS are text columns; select() cannot type a spread of them.
    yield* rows as ExportRow[];
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}
