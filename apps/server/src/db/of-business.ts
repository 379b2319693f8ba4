import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The one way a query keeps to a business: every read, write and join of a business's table names the
 * business through ofBusiness (inside `and(...)` with the query's other conditions) or rowOfBusiness (one
 * row by id), never with a `businessId` equality written by hand, so a search for the scope finds every
 * query and a query without one stands out in review. It stays a plain equality on the column so the
 * (business_id, …) indexes keep serving it. A prepared statement passes its placeholder; a report over
 * several businesses passes the joined relation's column (`sql\`periods.business_id\``).
 */
export const ofBusiness = (table: { businessId: PgColumn }, businessId: number | Placeholder | SQL): SQL =>
  eq(table.businessId, businessId);

/**
 * The one row (id) of a business's table: reads and writes by id go through it, so the business is in
 * every WHERE and an id from another business finds nothing.
 */
export const rowOfBusiness = (
  table: { id: PgColumn; businessId: PgColumn },
  businessId: number,
  id: number,
): SQL => and(eq(table.id, id), ofBusiness(table, businessId)) as SQL;

/**
 * The business checked on each row rather than read from an index (`business_id + 0`): for a query whose other
 * condition a GIN index answers alone, the planner would otherwise also read the business's whole btree range
 * and intersect the two bitmaps, which costs more than checking the few rows found.
 */
export const ofBusinessOnRow = (table: { businessId: PgColumn }, businessId: number): SQL =>
  sql`${table.businessId} + 0 = ${businessId}`;
