import { BUSINESS_ROLES, ROLE_NAMES } from "@consola/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { agentPresence, areas, conversations, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES } from "./chat-access.js";

/** ListUser: the people a chat can be assigned or transferred to, with their availability and load. */
export async function listTransferCandidates(deps: Pick<AppDeps, "db">, auth: AuthContext) {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const openChats = sql<number>`(select count(*)::int from ${conversations} c
    where c.assigned_user_id = ${users.id} and c.status = 'active')`;
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      areaId: areas.id,
      areaName: areas.name,
      state: agentPresence.state,
      openChats,
    })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(agentPresence, eq(agentPresence.userId, users.id))
    .where(
      and(
        eq(users.businessId, actor.businessId),
        eq(users.status, "active"),
        inArray(users.role, [...BUSINESS_ROLES]),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    roleName: ROLE_NAMES[row.role],
    area: row.areaId === null ? null : { id: row.areaId, name: row.areaName ?? "" },
    availability: row.state ?? "offline",
    openChats: Number(row.openChats),
  }));
}
