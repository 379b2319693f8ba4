import { BUSINESS_ROLES } from "@consola/shared";
import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { agentPresence, areas, conversations, users } from "../../db/schema/index.js";
import { presenceColumns } from "./presence.repo.js";

/**
 * The business's active people who can hold chats (agents, supervisors, admins), with their area, presence
 * row (if they ever connected) and active chats. Every join is pinned to the business.
 */
export async function agentRows(db: Executor, businessId: number, onlyUserId?: number) {
  const openChats = db
    .select({ userId: conversations.assignedUserId, openChats: count().as("open_chats") })
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.status, "active")))
    .groupBy(conversations.assignedUserId)
    .as("open_chats_by_user");
  const conditions: SQL[] = [
    eq(users.businessId, businessId),
    eq(users.status, "active"),
    inArray(users.role, [...BUSINESS_ROLES]),
  ];
  if (onlyUserId !== undefined) conditions.push(eq(users.id, onlyUserId));
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      areaId: areas.id,
      areaName: areas.name,
      presence: presenceColumns,
      openChats: openChats.openChats,
    })
    .from(users)
    .leftJoin(areas, and(eq(areas.id, users.areaId), eq(areas.businessId, businessId)))
    .leftJoin(
      agentPresence,
      and(eq(agentPresence.userId, users.id), eq(agentPresence.businessId, businessId)),
    )
    .leftJoin(openChats, eq(openChats.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id));
}

export type AgentRow = Awaited<ReturnType<typeof agentRows>>[number];
