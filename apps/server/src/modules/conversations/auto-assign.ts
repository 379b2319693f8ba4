import type { AutoAssignFallback } from "@consola/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { agentPresence, businesses, conversations, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import { recordAudit } from "../audit/audit.js";
import { notifyUser } from "./notify.js";

type Chat = { id: number; businessId: number; contactId: number; areaId: number | null };

/**
 * Picks the next agent for a chat: connected and available, under their own maximum of active chats (the
 * business's when they have none; 0 keeps them out), in the chat's area when the business assigns by area;
 * the one who waited longest since their last assignment goes first (round-robin). The agent's presence row
 * is locked while assigning, so two chats arriving together cannot both push an agent over the maximum; a
 * locked agent is skipped, not waited for.
 */
async function pickAgent(tx: Executor, chat: Chat, settings: { inAreaId: number | null; maxChats: number }) {
  const activeChats = sql<number>`(select count(*) from ${conversations} c
    where c.assigned_user_id = ${users.id} and c.status = 'active')`;
  const [agent] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(agentPresence, eq(agentPresence.userId, users.id))
    .where(
      and(
        ofBusiness(users, chat.businessId),
        eq(users.status, "active"),
        eq(users.role, "ProviderAgent"),
        eq(agentPresence.state, "available"),
        settings.inAreaId === null ? undefined : eq(users.areaId, settings.inAreaId),
        sql`${activeChats} < coalesce(${users.maxOpenChats}, ${settings.maxChats})`,
      ),
    )
    .orderBy(sql`${agentPresence.lastAssignedAt} asc nulls first`, asc(users.id))
    .limit(1)
    .for("update", { of: agentPresence, skipLocked: true });
  return agent;
}

/**
 * The agent for a chat: in its area when the business assigns by area, then, when nobody there can take it
 * and the business says so ("any_area"), anyone of the business.
 */
async function chooseAgent(tx: Executor, chat: Chat, settings: AutoAssignSettings) {
  const inArea = settings.byArea ? chat.areaId : null;
  const agent = await pickAgent(tx, chat, { inAreaId: inArea, maxChats: settings.maxChats });
  if (agent || inArea === null || settings.whenNobody !== "any_area") return agent;
  return pickAgent(tx, chat, { inAreaId: null, maxChats: settings.maxChats });
}

export type AutoAssignSettings = {
  enabled: boolean;
  byArea: boolean;
  maxChats: number;
  whenNobody: AutoAssignFallback;
};

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
          whenNobody: businesses.autoAssignWhenNobody,
        })
        .from(businesses)
        .where(eq(businesses.id, chat.businessId))
    )[0];
  if (!business?.enabled) return null;
  const agent = await chooseAgent(tx, chat, business);
  if (!agent) return null;

  await tx
    .update(conversations)
    .set({ status: "active", assignedUserId: agent.id, takenAt: sql`now()` })
    .where(rowOfBusiness(conversations, chat.businessId, chat.id));
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
  await notifyUser(tx, events, {
    businessId: chat.businessId,
    type: "assigned",
    method: "Reassign",
    data: { conversationId: chat.id, contactId: chat.contactId, automatic: true },
    userId: agent.id,
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
 * area (and keeps chats of a full area waiting), a chat whose area has nobody free does not block the chats
 * behind it.
 */
export async function assignWaitingChats(
  deps: Pick<AppDeps, "db" | "events">,
  businessId?: number,
): Promise<number> {
  const enabled = await deps.db
    .select({
      id: businesses.id,
      byArea: businesses.autoAssignByArea,
      whenNobody: businesses.autoAssignWhenNobody,
    })
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
      .where(and(ofBusiness(conversations, business.id), eq(conversations.status, "pending")))
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
      // Nobody of the whole business could take it: the chats behind it would find nobody either.
      else if (!business.byArea || business.whenNobody === "any_area") break;
    }
  }
  return assigned;
}
