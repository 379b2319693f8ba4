import { isBusinessManager } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import type { BusinessAuthContext } from "../../tenancy/auth-context.js";

/**
 * Agents label the contacts of the active chats assigned to them; managers any contact of the business. The
 * contact detail says so with the answer, so that every screen offers the picker by the rule LabelContact checks.
 */
export async function mayLabelContact(
  db: Executor,
  actor: BusinessAuthContext,
  contactId: number,
): Promise<boolean> {
  if (isBusinessManager(actor.role)) return true;
  const [chat] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        ofBusiness(conversations, actor.businessId),
        eq(conversations.contactId, contactId),
        eq(conversations.assignedUserId, actor.userId),
        eq(conversations.status, "active"),
      ),
    )
    .limit(1);
  return chat !== undefined;
}
