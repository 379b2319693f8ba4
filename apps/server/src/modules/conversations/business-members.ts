import { BUSINESS_ROLES } from "@consola/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { users } from "../../db/schema/index.js";

/** Everyone in the business who works chats: they all see a new pending chat. */
export async function chatHandlerIds(tx: Executor, businessId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.businessId, businessId),
        eq(users.status, "active"),
        inArray(users.role, [...BUSINESS_ROLES]),
      ),
    );
  return rows.map((row) => row.id);
}
