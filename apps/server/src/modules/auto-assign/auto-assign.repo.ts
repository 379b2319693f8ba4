import type { AssignableAgent, AutoAssignFallback, AutoAssignSettings } from "@consola/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businesses, users } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";
import { peopleWithOpenChats } from "../agents/agents.repo.js";

/** Agents one screen lists: every agent of a business fits; the bound keeps a runaway business cheap. */
export const AGENT_LIST_LIMIT = 500;

const columns = {
  enabled: businesses.autoAssignEnabled,
  byArea: businesses.autoAssignByArea,
  maxChatsPerAgent: businesses.autoAssignMaxChats,
  whenNobody: businesses.autoAssignWhenNobody,
};

export async function autoAssignSettingsOf(db: Executor, businessId: number) {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row;
}

export async function saveAutoAssignSettings(
  db: Executor,
  businessId: number,
  settings: Omit<AutoAssignSettings, "whenNobody"> & { whenNobody: AutoAssignFallback | undefined },
) {
  const [row] = await db
    .update(businesses)
    .set({
      autoAssignEnabled: settings.enabled,
      autoAssignByArea: settings.byArea,
      autoAssignMaxChats: settings.maxChatsPerAgent,
      ...(settings.whenNobody === undefined ? {} : { autoAssignWhenNobody: settings.whenNobody }),
    })
    .where(eq(businesses.id, businessId))
    .returning(columns);
  return row;
}

/**
 * Sets agents' own capacities in one statement, only for agents of this business; answers how many it changed
 * (fewer than asked means one was not an agent of the business).
 */
export async function saveAgentCapacities(
  db: Executor,
  businessId: number,
  agents: readonly { id: number; maxOpenChats: number | null }[],
): Promise<number> {
  if (agents.length === 0) return 0;
  const capacity = sql.join(
    agents.map((agent) => sql`when ${agent.id}::integer then ${agent.maxOpenChats}::integer`),
    sql` `,
  );
  const changed = await db
    .update(users)
    .set({ maxOpenChats: sql`case ${users.id} ${capacity} end` })
    .where(
      and(
        inArray(
          users.id,
          agents.map((agent) => agent.id),
        ),
        ofBusiness(users, businessId),
        eq(users.role, "ProviderAgent"),
      ),
    )
    .returning({ id: users.id });
  return changed.length;
}

/** The business's active agents by name, with their area, own capacity, active chats and availability. */
export async function assignableAgentsOf(db: Executor, businessId: number): Promise<AssignableAgent[]> {
  const rows = await peopleWithOpenChats(db, businessId)
    .where(and(ofBusiness(users, businessId), eq(users.status, "active"), eq(users.role, "ProviderAgent")))
    .orderBy(...spanishOrder(users.sortName, users.name).map((key) => asc(key)), asc(users.id))
    .limit(AGENT_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    area: row.areaId === null || row.areaName === null ? null : { id: row.areaId, name: row.areaName },
    maxOpenChats: row.maxOpenChats,
    openChats: Number(row.openChats ?? 0),
    availability: row.presence?.state ?? "offline",
  }));
}
