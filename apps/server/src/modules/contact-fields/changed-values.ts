import type { FieldValuesRead } from "@consola/shared";
import { type SQL, sql } from "drizzle-orm";
import { contacts } from "../../db/schema/index.js";

/**
 * A contact's custom values after an edit, computed in the UPDATE: the keys sent are set or removed and the
 * others stay as stored, so two people editing different fields at once both keep their change. Undefined
 * when the edit sent none.
 */
export function changedValues(read: FieldValuesRead): SQL | undefined {
  const setting = Object.keys(read.set).length > 0;
  if (!setting && read.cleared.length === 0) return undefined;
  let value: SQL = sql`${contacts.customFields}`;
  if (read.cleared.length > 0) value = sql`(${value} - ${sql.param(read.cleared)}::text[])`;
  if (setting) value = sql`(${value} || ${JSON.stringify(read.set)}::jsonb)`;
  return value;
}
