import type { ContactField, ContactFieldType } from "@consola/shared";
import { and, asc, count, max, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { contactFields, contacts } from "../../db/schema/index.js";
import { hasFieldValue } from "./has-value.js";

const columns = {
  id: contactFields.id,
  key: contactFields.key,
  name: contactFields.name,
  type: contactFields.type,
  options: contactFields.options,
  required: contactFields.required,
  position: contactFields.position,
};

export type FieldDefinition = {
  key: string;
  name: string;
  type: ContactFieldType;
  options: string[];
  required: boolean;
};

/** A business's fields in the contact form's order (at most CONTACT_FIELDS_PER_BUSINESS_MAX of them). */
export function fieldsOf(db: Executor, businessId: number): Promise<ContactField[]> {
  return db
    .select(columns)
    .from(contactFields)
    .where(ofBusiness(contactFields, businessId))
    .orderBy(asc(contactFields.position), asc(contactFields.id));
}

export async function findField(
  db: Executor,
  businessId: number,
  id: number,
): Promise<ContactField | undefined> {
  const [row] = await db
    .select(columns)
    .from(contactFields)
    .where(rowOfBusiness(contactFields, businessId, id));
  return row;
}

export async function fieldCount(db: Executor, businessId: number): Promise<{ total: number; last: number }> {
  const [row] = await db
    .select({ total: count(), last: max(contactFields.position) })
    .from(contactFields)
    .where(ofBusiness(contactFields, businessId));
  return { total: row?.total ?? 0, last: row?.last ?? 0 };
}

export async function insertField(
  db: Executor,
  businessId: number,
  values: FieldDefinition & { position: number },
): Promise<ContactField> {
  const [row] = await db
    .insert(contactFields)
    .values({ businessId, ...values })
    .returning(columns);
  if (!row) throw new Error("contact field insert returned no row");
  return row;
}

export async function updateField(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<FieldDefinition & { position: number }>,
): Promise<ContactField | undefined> {
  const [row] = await db
    .update(contactFields)
    .set(values)
    .where(rowOfBusiness(contactFields, businessId, id))
    .returning(columns);
  return row;
}

export async function deleteField(
  db: Executor,
  businessId: number,
  id: number,
): Promise<ContactField | undefined> {
  const [row] = await db
    .delete(contactFields)
    .where(rowOfBusiness(contactFields, businessId, id))
    .returning(columns);
  return row;
}

/** Whether any contact of the business has a value in the field (a probe of contacts_custom_fields_idx). */
export async function fieldInUse(db: Executor, businessId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), hasFieldValue(key)))
    .limit(1);
  return row !== undefined;
}

/** Whether any contact of the business holds this exact value in the field (`@>` on the GIN index). */
export async function valueInUse(
  db: Executor,
  businessId: number,
  key: string,
  value: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        ofBusiness(contacts, businessId),
        sql`${contacts.customFields} @> ${JSON.stringify({ [key]: value })}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A removed field's values leave every contact that had one; answers how many. */
export async function clearFieldValues(db: Executor, businessId: number, key: string): Promise<number> {
  const cleared = await db
    .update(contacts)
    .set({ customFields: sql`${contacts.customFields} - ${key}::text` })
    .where(and(ofBusiness(contacts, businessId), hasFieldValue(key)))
    .returning({ id: contacts.id });
  return cleared.length;
}

export async function setPosition(
  db: Executor,
  businessId: number,
  id: number,
  position: number,
): Promise<void> {
  await db
    .update(contactFields)
    .set({ position })
    .where(rowOfBusiness(contactFields, businessId, id));
}
