import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { agentPresence, businesses, conversations, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import { recordAudit } from "../audit/audit.js";
import { notify } from "./notify.js";

type Chat = { id: number; businessId: number; contactId: number; areaId: number | null };

/**
 * Picks the next agent for a chat: connected and available, under the business's per-agent maximum of active
 * chats, in the chat's area when the business assigns by area; the one who waited longest since their last
 * assignment goes first (round-robin). The agent's presence row is locked while assigning, so two chats
 * arriving together cannot both push an agent over the maximum; a locked agent is skipped, not waited for.
 */
async function pickAgent(tx: Executor, chat: Chat, settings: { byArea: boolean; maxChats: number }) {
  const activeChats = sql<number>`(select count(*) from ${conversations} c
    where c.assigned_user_id = ${users.id} and c.status = 'active')`;
  const [agent] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(agentPresence, eq(agentPresence.userId, users.id))
    .where(
      and(
        eq(users.businessId, chat.businessId),
        eq(users.status, "active"),
        eq(users.role, "ProviderAgent"),
        eq(agentPresence.state, "available"),
        settings.byArea && chat.areaId !== null ? eq(users.areaId, chat.areaId) : undefined,
        sql`${activeChats} < ${settings.maxChats}`,
      ),
    )
    .orderBy(sql`${agentPresence.lastAssignedAt} asc nulls first`, asc(users.id))
    .limit(1)
    .for("update", { of: agentPresence, skipLocked: true });
  return agent;
}

export type AutoAssignSettings = { enabled: boolean; byArea: boolean; maxChats: number };

/**
 * Assigns `chat` (pending, locked by the caller) if the business has automatic assignment on and someone is
 * free. Callers that already read the business pass its settings.
 */
export async function tryAutoAssign(
  tx: Executor,
  events: PendingEvents,
  chat: Chat,
  settings?: AutoAssignSettings,
): Promise<number | null> {
  const business =
    settings ??
    (
      await tx
        .select({
          enabled: businesses.autoAssignEnabled,
          byArea: businesses.autoAssignByArea,
          maxChats: businesses.autoAssignMaxChats,
        })
        .from(businesses)
        .where(eq(businesses.id, chat.businessId))
    )[0];
  if (!business?.enabled) return null;
  const agent = await pickAgent(tx, chat, business);
  if (!agent) return null;

  await tx
    .update(conversations)
    .set({ status: "active", assignedUserId: agent.id, takenAt: sql`now()` })
    .where(and(eq(conversations.id, chat.id), eq(conversations.businessId, chat.businessId)));
  await tx
    .update(agentPresence)
    .set({ lastAssignedAt: sql`now()` })
    .where(eq(agentPresence.userId, agent.id));
  await recordAudit(tx, {
    businessId: chat.businessId,
    actorUserId: null,
    action: "chat.auto_assign",
    entity: "conversation",
    entityId: chat.id,
    data: { toUserId: agent.id },
  });
  await notify(tx, events, {
    businessId: chat.businessId,
    type: "assigned",
    method: "Reassign",
    data: { conversationId: chat.id, contactId: chat.contactId, automatic: true },
    recipients: [{ userId: agent.id, scope: "personal" }],
  });
  events.add("conversation.assigned", {
    businessId: chat.businessId,
    conversationId: chat.id,
    contactId: chat.contactId,
    toUserId: agent.id,
    fromUserId: null,
    byUserId: null,
    kind: "auto",
  });
  return agent.id;
}

/**
 * Gives waiting chats, oldest first, to agents as capacity frees up (an agent becomes available, a chat
 * closes). Runs as a job and after such changes; returns how many it assigned. When the business assigns by
 * area, a chat whose area has nobody free does not block the chats behind it.
 */
export async function assignWaitingChats(
  deps: Pick<AppDeps, "db" | "events">,
  businessId?: number,
): Promise<number> {
  const enabled = await deps.db
    .select({ id: businesses.id, byArea: businesses.autoAssignByArea })
    .from(businesses)
    .where(
      and(
        eq(businesses.autoAssignEnabled, true),
        businessId === undefined ? undefined : eq(businesses.id, businessId),
      ),
    );
  let assigned = 0;
  for (const business of enabled) {
    const waiting = await deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.businessId, business.id), eq(conversations.status, "pending")))
      .orderBy(asc(conversations.openedAt), asc(conversations.id))
      .limit(200);
    for (const { id } of waiting) {
      const agentId = await transact(deps, async (tx, events) => {
        const [chat] = await tx
          .select({
            id: conversations.id,
            businessId: conversations.businessId,
            contactId: conversations.contactId,
            areaId: conversations.areaId,
          })
          .from(conversations)
          .where(and(eq(conversations.id, id), eq(conversations.status, "pending")))
          .for("update", { skipLocked: true });
        return chat ? tryAutoAssign(tx, events, chat) : null;
      });
      if (agentId !== null) assigned++;
      else if (!business.byArea) break;
    }
  }
  return assigned;
}
