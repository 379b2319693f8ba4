import { type SQL, sql } from "drizzle-orm";
import { contacts } from "../../db/schema/index.js";

/**
 * The contact has a value in the field: a JSON path existence test, which contacts_custom_fields_idx
 * (jsonb_path_ops) answers; the `?` operator it cannot. Keys are checked to be `[a-z][a-z0-9_]*`, and the path
 * quotes them anyway.
 */
export function hasFieldValue(key: string): SQL {
  return sql`${contacts.customFields} @? ${`$."${key}"`}::jsonpath`;
}
