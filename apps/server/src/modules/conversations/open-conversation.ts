import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import type { ConversationRow } from "./conversation.repo.js";

/** The contact's open chat (pending, with the bot, or active) on one line of the business: at most one. */
export function openOnLine(input: { businessId: number; contactId: number; channelId: number }) {
  return and(
    ofBusiness(conversations, input.businessId),
    eq(conversations.contactId, input.contactId),
    eq(conversations.channelId, input.channelId),
    inArray(conversations.status, ["pending", "bot", "active"]),
  );
}

/**
 * The contact's open conversation on this line, locked, or a new one in `initialStatus`. The partial unique
 * index (one open conversation per contact and line) makes concurrent first messages join one conversation.
 */
export async function findOrOpenConversation(
  tx: Executor,
  input: {
    businessId: number;
    contactId: number;
    channelId: number;
    initialStatus: "pending" | "bot" | "active";
    assignedUserId?: number | null;
  },
): Promise<{ conversation: ConversationRow; opened: boolean }> {
  const open = () => tx.select().from(conversations).where(openOnLine(input)).for("update");
  const [existing] = await open();
  if (existing) return { conversation: existing, opened: false };
  const [created] = await tx
    .insert(conversations)
    .values({
      businessId: input.businessId,
      contactId: input.contactId,
      channelId: input.channelId,
      status: input.initialStatus,
      assignedUserId: input.assignedUserId ?? null,
      takenAt: input.initialStatus === "active" ? sql`now()` : null,
    })
    .onConflictDoNothing({
      target: [conversations.contactId, conversations.channelId],
      where: sql`status in ('pending', 'bot', 'active')`,
    })
    .returning();
  if (created) return { conversation: created, opened: true };
  const [raced] = await open();
  if (!raced) throw new Error("open conversation vanished after a conflict");
  return { conversation: raced, opened: false };
}
