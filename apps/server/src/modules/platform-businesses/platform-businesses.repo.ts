import type { BusinessListFilter, BusinessListItem, BusinessStatus } from "@consola/shared";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businesses, users } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";
import type { BusinessRow } from "../business/business.repo.js";
import { accentInsensitivePattern } from "../contacts/contact-search.js";

/** The name as searched: any part of it, ignoring case and accents (accentInsensitivePattern). */
const lowerName = sql`lower(${businesses.name})`;
const [byName, byExactName] = spanishOrder(businesses.sortName, businesses.name);

const listColumns = {
  id: businesses.id,
  name: businesses.name,
  rfc: businesses.rfc,
  status: businesses.status,
  timeZone: businesses.timeZone,
  phoneCountry: businesses.phoneCountry,
  createdAt: businesses.createdAt,
};

/**
 * One page of the platform's businesses in the order of businesses_name_idx (lower(name), id), starting after
 * the business `after`; `search` matches any part of the name, ignoring case and accents.
 */
export async function businessesPage(
  db: Executor,
  query: { search: string | undefined; status: BusinessListFilter; take: number; after: number | undefined },
): Promise<{ items: BusinessListItem[]; next: number | null }> {
  const rows = await db
    .select(listColumns)
    .from(businesses)
    .where(
      and(
        query.search ? sql`${lowerName} ~ ${accentInsensitivePattern(query.search)}` : undefined,
        query.status === "all" ? undefined : eq(businesses.status, query.status),
        query.after === undefined
          ? undefined
          : sql`(${byName}, ${byExactName}, ${businesses.id}) > (select b.sort_name collate "C", lower(b.name) collate "C", b.id from ${businesses} b where b.id = ${query.after})`,
      ),
    )
    .orderBy(asc(byName), asc(byExactName), asc(businesses.id))
    .limit(query.take + 1);
  const items = rows.slice(0, query.take).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const last = items.at(-1);
  return { items, next: rows.length > query.take && last ? last.id : null };
}

/** The business row locked until the transaction ends: status changes and removal take this lock first. */
export async function lockBusinessRow(tx: Executor, id: number): Promise<BusinessRow | undefined> {
  const [row] = await tx.select().from(businesses).where(eq(businesses.id, id)).for("update");
  return row;
}

export type NewBusinessValues = Omit<
  typeof businesses.$inferInsert,
  "id" | "accessKey" | "createdAt" | "updatedAt" | "status"
>;

export async function insertBusiness(tx: Executor, values: NewBusinessValues): Promise<BusinessRow> {
  const [row] = await tx.insert(businesses).values(values).returning();
  if (!row) throw new Error("business insert returned no row");
  return row;
}

export async function setBusinessStatus(tx: Executor, id: number, status: BusinessStatus) {
  await tx.update(businesses).set({ status }).where(eq(businesses.id, id));
}

/** The ids of every person of the business (their sessions end when it is deactivated). */
export async function businessUserIds(tx: Executor, businessId: number): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(ofBusiness(users, businessId));
  return rows.map((row) => row.id);
}

/** Removes the business; every row it owns goes with it (their foreign keys cascade), audit rows stay. */
export async function deleteBusiness(tx: Executor, id: number): Promise<void> {
  await tx.delete(businesses).where(eq(businesses.id, id));
}

/** Names of the given users (the history's actors); users of a removed business are simply missing. */
export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids) as SQL);
  return new Map(rows.map((row) => [row.id, row.name]));
}
