import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The one row (id) of a business's table: reads and writes by id go through it, so the business is in
 * every WHERE and an id from another business finds nothing.
 */
export const rowOfBusiness = (
  table: { id: PgColumn; businessId: PgColumn },
  businessId: number,
  id: number,
): SQL => and(eq(table.id, id), eq(table.businessId, businessId)) as SQL;
