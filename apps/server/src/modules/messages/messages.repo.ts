import type { MessageView } from "@consola/shared";
import { and, desc, eq, lt, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { messages, users } from "../../db/schema/index.js";
import { type MessageRow, toMessageView } from "./message-view.js";

export async function messageViewById(
  db: Executor,
  businessId: number,
  messageId: number,
): Promise<MessageView> {
  const [row] = await withAuthorName(db).where(rowOfBusiness(messages, businessId, messageId));
  if (!row) throw new Error(`message ${messageId} not found`);
  return toMessageView(row.message, row.agentName);
}

/** Messages with the name of the agent who wrote them (none for the contact's and the bots'). */
function withAuthorName(db: Executor) {
  return db
    .select({ message: messages, agentName: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorUserId))
    .$dynamic();
}

/** The message this user already sent with this client id, if any. */
export async function messageViewByClientId(
  db: Executor,
  author: { businessId: number; userId: number },
  clientId: string,
): Promise<MessageView | undefined> {
  const [row] = await withAuthorName(db).where(
    and(
      ofBusiness(messages, author.businessId),
      eq(messages.authorUserId, author.userId),
      eq(messages.clientId, clientId),
    ),
  );
  return row ? toMessageView(row.message, row.agentName) : undefined;
}

/** A page of history, newest first from `beforeId`, returned oldest first for display. */
export async function listMessagePage(
  db: Executor,
  filter: {
    businessId: number;
    conversationId?: number | undefined;
    contactId?: number | undefined;
    beforeId?: number | undefined;
    take: number;
  },
): Promise<{ items: MessageView[]; hasMore: boolean }> {
  const rows = await withAuthorName(db)
    .where(
      and(
        ofBusiness(messages, filter.businessId),
        filter.conversationId === undefined ? undefined : eq(messages.conversationId, filter.conversationId),
        filter.contactId === undefined ? undefined : eq(messages.contactId, filter.contactId),
        filter.beforeId === undefined ? undefined : lt(messages.id, filter.beforeId),
        // A reaction shows on the message it reacts to (its `reaction`), not as a message of its own.
        ne(messages.type, "reaction"),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(filter.take + 1);
  const hasMore = rows.length > filter.take;
  const page = rows.slice(0, filter.take).reverse();
  return { items: page.map((row) => toMessageView(row.message, row.agentName)), hasMore };
}

export type { MessageRow };
