import { BUSINESS_ROLES } from "@consola/shared";
import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { agentPresence, areas, conversations, users } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";
import { presenceColumns } from "./presence.repo.js";

/**
 * The business's people with their area, presence row (if they ever connected) and active chats, for the
 * caller to filter, order and bound: the agents screen and automatic assignment read the same rows. Every
 * join is pinned to the business.
 */
export function peopleWithOpenChats(db: Executor, businessId: number) {
  const openChats = db
    .select({ userId: conversations.assignedUserId, openChats: count().as("open_chats") })
    .from(conversations)
    .where(and(ofBusiness(conversations, businessId), eq(conversations.status, "active")))
    .groupBy(conversations.assignedUserId)
    .as("open_chats_by_user");
  return db
    .select({
      id: users.id,
      name: users.name,
      nickname: users.nickname,
      role: users.role,
      areaId: areas.id,
      areaName: areas.name,
      maxOpenChats: users.maxOpenChats,
      presence: presenceColumns,
      openChats: openChats.openChats,
    })
    .from(users)
    .leftJoin(areas, and(eq(areas.id, users.areaId), ofBusiness(areas, businessId)))
    .leftJoin(agentPresence, and(eq(agentPresence.userId, users.id), ofBusiness(agentPresence, businessId)))
    .leftJoin(openChats, eq(openChats.userId, users.id))
    .$dynamic();
}

/** The business's active people who can hold chats (agents, supervisors, admins), as a users condition. */
export function activeChatHandlersOf(businessId: number): SQL {
  return and(
    ofBusiness(users, businessId),
    eq(users.status, "active"),
    inArray(users.role, [...BUSINESS_ROLES]),
  ) as SQL;
}

/** The business's active people who can hold chats, with their area, presence and active chats. */
export async function agentRows(db: Executor, businessId: number, onlyUserId?: number) {
  const handlers = activeChatHandlersOf(businessId);
  return peopleWithOpenChats(db, businessId)
    .where(onlyUserId === undefined ? handlers : and(handlers, eq(users.id, onlyUserId)))
    .orderBy(...spanishOrder(users.sortName, users.name).map((key) => asc(key)), asc(users.id));
}

export type AgentRow = Awaited<ReturnType<typeof agentRows>>[number];
