import { type AreaMember, BUSINESS_ROLES, type BusinessArea } from "@consola/shared";
import { and, asc, count, eq, inArray, isNotNull, notInArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { areas, conversations, quickAnswers, users } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";

const OPEN_STATUSES = ["pending", "bot", "active"] as const;

const peopleOf = (businessId: number) =>
  and(ofBusiness(users, businessId), inArray(users.role, [...BUSINESS_ROLES])) as SQL;

/** The business's areas by name, each with its people, open chats and quick answers. */
export async function areasOf(db: Executor, businessId: number): Promise<BusinessArea[]> {
  const rows = await db
    .select({ id: areas.id, name: areas.name, description: areas.description })
    .from(areas)
    .where(ofBusiness(areas, businessId))
    .orderBy(...spanishOrder(areas.sortName, areas.name).map((key) => asc(key)), asc(areas.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ id: users.id, name: users.name, areaId: users.areaId })
    .from(users)
    .where(and(peopleOf(businessId), isNotNull(users.areaId)))
    .orderBy(...spanishOrder(users.sortName, users.name).map((key) => asc(key)), asc(users.id));
  const chats = await db
    .select({ areaId: conversations.areaId, open: count() })
    .from(conversations)
    .where(
      and(
        ofBusiness(conversations, businessId),
        inArray(conversations.status, [...OPEN_STATUSES]),
        isNotNull(conversations.areaId),
      ),
    )
    .groupBy(conversations.areaId);
  const answers = await db
    .select({ areaId: quickAnswers.areaId, total: count() })
    .from(quickAnswers)
    .where(and(ofBusiness(quickAnswers, businessId), isNotNull(quickAnswers.areaId)))
    .groupBy(quickAnswers.areaId);
  const membersOf = new Map<number, AreaMember[]>();
  for (const member of members) {
    if (member.areaId === null) continue;
    const list = membersOf.get(member.areaId) ?? [];
    list.push({ id: member.id, name: member.name });
    membersOf.set(member.areaId, list);
  }
  const openOf = new Map(chats.map((row) => [row.areaId, row.open]));
  const answersOf = new Map(answers.map((row) => [row.areaId, row.total]));
  return rows.map((row) => ({
    ...row,
    members: membersOf.get(row.id) ?? [],
    openChats: openOf.get(row.id) ?? 0,
    quickAnswers: answersOf.get(row.id) ?? 0,
  }));
}

export type AreaValues = { name: string; description: string };

export async function insertArea(db: Executor, businessId: number, values: AreaValues) {
  const [row] = await db
    .insert(areas)
    .values({ businessId, ...values })
    .returning({ id: areas.id });
  if (!row) throw new Error("area insert returned no row");
  return row;
}

export async function updateArea(db: Executor, businessId: number, id: number, values: AreaValues) {
  const [row] = await db
    .update(areas)
    .set(values)
    .where(rowOfBusiness(areas, businessId, id))
    .returning({ id: areas.id });
  return row;
}

export async function lockArea(tx: Executor, businessId: number, id: number) {
  const [row] = await tx
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(rowOfBusiness(areas, businessId, id))
    .for("update");
  return row;
}

/** How many of `userIds` are people of the business (a shorter count means someone is not). */
export async function countPeople(db: Executor, businessId: number, userIds: number[]) {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(peopleOf(businessId), inArray(users.id, userIds)));
  return row?.total ?? 0;
}

/** Makes `userIds` exactly the people of the area: the others in it are left without an area. */
export async function setAreaMembers(tx: Executor, businessId: number, areaId: number, userIds: number[]) {
  await tx
    .update(users)
    .set({ areaId: null })
    .where(
      and(
        peopleOf(businessId),
        eq(users.areaId, areaId),
        userIds.length > 0 ? notInArray(users.id, userIds) : undefined,
      ),
    );
  if (userIds.length > 0) {
    await tx
      .update(users)
      .set({ areaId })
      .where(and(peopleOf(businessId), inArray(users.id, userIds)));
  }
}

/** Moves what points at an area (people, open chats, quick answers) to `to` (null: no area). */
export async function moveAreaContents(tx: Executor, businessId: number, from: number, to: number | null) {
  const movedUsers = await tx
    .update(users)
    .set({ areaId: to })
    .where(and(ofBusiness(users, businessId), eq(users.areaId, from)))
    .returning({ id: users.id });
  const movedChats = await tx
    .update(conversations)
    .set({ areaId: to })
    .where(
      and(
        ofBusiness(conversations, businessId),
        eq(conversations.areaId, from),
        inArray(conversations.status, [...OPEN_STATUSES]),
      ),
    )
    .returning({ id: conversations.id });
  const movedAnswers = await tx
    .update(quickAnswers)
    .set({ areaId: to })
    .where(and(ofBusiness(quickAnswers, businessId), eq(quickAnswers.areaId, from)))
    .returning({ id: quickAnswers.id });
  return { users: movedUsers.length, openChats: movedChats.length, quickAnswers: movedAnswers.length };
}

/** Whether anything still points at the area: people, open chats or quick answers. */
export async function areaInUse(db: Executor, businessId: number, id: number) {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ofBusiness(users, businessId), eq(users.areaId, id)))
    .limit(1);
  if (person) return true;
  const [chat] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        ofBusiness(conversations, businessId),
        eq(conversations.areaId, id),
        inArray(conversations.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  if (chat) return true;
  const [answer] = await db
    .select({ id: quickAnswers.id })
    .from(quickAnswers)
    .where(and(ofBusiness(quickAnswers, businessId), eq(quickAnswers.areaId, id)))
    .limit(1);
  return answer !== undefined;
}

/** Deletes the area; the closed chats that named it keep their history without it (area_id set null). */
export async function deleteArea(tx: Executor, businessId: number, id: number) {
  const deleted = await tx
    .delete(areas)
    .where(rowOfBusiness(areas, businessId, id))
    .returning({ id: areas.id });
  return deleted.length > 0;
}
