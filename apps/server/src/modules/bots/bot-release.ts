import type { BotOutcome } from "@consola/shared";
import { and, asc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import { tryAutoAssign } from "../conversations/auto-assign.js";

type HeldChat = { id: number; businessId: number; contactId: number; status: string };

/**
 * The bots let a chat go: it waits in the pending queue of `areaId` (the general one when null), and the
 * bot list loses it while every pending list gains it. The caller tries automatic assignment next.
 */
export async function leaveBots(
  tx: Executor,
  events: PendingEvents,
  chat: HeldChat,
  input: { areaId: number | null; outcome: BotOutcome },
): Promise<void> {
  await tx
    .update(conversations)
    .set({
      status: "pending",
      areaId: input.areaId,
      botDeadlineAt: null,
      botAttempts: 0,
      botOutcome: input.outcome,
    })
    .where(rowOfBusiness(conversations, chat.businessId, chat.id));
  if (chat.status === "bot") {
    events.add("conversation.requeued", {
      businessId: chat.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      fromUserId: null,
    });
  }
}

/**
 * Lets every held chat matching `where` go to the general pending queue, each then offered to automatic
 * assignment; claims rows with SKIP LOCKED so instances (and an inbound answer in flight) never do one twice.
 */
export async function releaseHeldChats(
  tx: Executor,
  events: PendingEvents,
  where: SQL | undefined,
  outcome: BotOutcome,
  limit = 200,
): Promise<number> {
  const held = await tx
    .select({
      id: conversations.id,
      businessId: conversations.businessId,
      contactId: conversations.contactId,
      status: conversations.status,
    })
    .from(conversations)
    .where(and(eq(conversations.status, "bot"), where))
    .orderBy(asc(conversations.botDeadlineAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  for (const chat of held) {
    await leaveBots(tx, events, chat, { areaId: null, outcome });
    await tryAutoAssign(tx, events, { ...chat, areaId: null });
  }
  return held.length;
}

/** The sweep: chats whose contact did not answer a bot in time go to the general pending queue. */
export async function releaseTimedOutBotChats(deps: Pick<AppDeps, "db" | "events">): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await transact(deps, (tx, events) =>
      releaseHeldChats(tx, events, lte(conversations.botDeadlineAt, sql`now()`), "timed_out"),
    );
    total += released;
    if (released === 0) return total;
  }
}
