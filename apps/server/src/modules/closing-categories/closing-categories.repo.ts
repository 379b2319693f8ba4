import type { ClosingCategoryStatus } from "@consola/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { closingCategories, conversations } from "../../db/schema/index.js";
import { nameMatches } from "../contacts/contact-search.js";

const columns = {
  id: closingCategories.id,
  name: closingCategories.name,
  description: closingCategories.description,
  status: closingCategories.status,
};

export function closingCategoriesOf(
  db: Executor,
  businessId: number,
  filter: { value: string | undefined; onlyActive: boolean },
) {
  return db
    .select(columns)
    .from(closingCategories)
    .where(
      and(
        ofBusiness(closingCategories, businessId),
        filter.value ? nameMatches(closingCategories.name, filter.value) : undefined,
        filter.onlyActive ? eq(closingCategories.status, "active") : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${closingCategories.name})`), asc(closingCategories.id));
}

export type CategoryValues = { name: string; description: string; status: ClosingCategoryStatus | undefined };

export async function insertClosingCategory(db: Executor, businessId: number, values: CategoryValues) {
  const [row] = await db
    .insert(closingCategories)
    .values({ businessId, ...values })
    .returning(columns);
  if (!row) throw new Error("closing category insert returned no row");
  return row;
}

/** An omitted status keeps the current one. */
export async function updateClosingCategory(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<CategoryValues>,
) {
  const [row] = await db
    .update(closingCategories)
    .set(values)
    .where(rowOfBusiness(closingCategories, businessId, id))
    .returning(columns);
  return row;
}

/** Whether any chat was closed with the category (reports count chats by it). */
export async function closingCategoryInUse(db: Executor, businessId: number, id: number): Promise<boolean> {
  const [used] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(ofBusiness(conversations, businessId), eq(conversations.closingCategoryId, id)))
    .limit(1);
  return used !== undefined;
}

export async function deleteClosingCategory(db: Executor, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(closingCategories)
    .where(rowOfBusiness(closingCategories, businessId, id))
    .returning({ id: closingCategories.id });
  return deleted.length > 0;
}
