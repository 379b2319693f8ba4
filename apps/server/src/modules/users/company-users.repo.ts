import {
  BUSINESS_ROLES,
  type BusinessRole,
  type CompanyUser,
  ROLE_NAMES,
  type Role,
  type UserStatus,
} from "@consola/shared";
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { areas, businesses, users } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";
import { accentInsensitivePattern } from "../contacts/contact-search.js";

const columns = {
  id: users.id,
  name: users.name,
  nickname: users.nickname,
  email: users.email,
  role: users.role,
  areaId: users.areaId,
  areaName: areas.name,
  position: users.position,
  phone: users.phone,
  status: users.status,
  maxOpenChats: users.maxOpenChats,
};

type Row = Omit<CompanyUser, "role" | "roleName"> & { role: Role };

const toCompanyUser = (row: Row): CompanyUser => ({
  ...row,
  role: row.role as BusinessRole,
  roleName: ROLE_NAMES[row.role],
});

/** The people of a business (business roles only: platform users belong to none). */
const peopleOf = (businessId: number) =>
  and(ofBusiness(users, businessId), inArray(users.role, [...BUSINESS_ROLES])) as SQL;

/** The name as searched: any part of it, ignoring case and accents (accentInsensitivePattern). */
const lowerName = sql`lower(${users.name})`;
const [byName, byExactName] = spanishOrder(users.sortName, users.name);
/** The user a page starts after, as the keyset subquery names it. */
const u = alias(users, "u");

/**
 * One page of a business's people in the order of users_business_name_idx (lower(name), id), starting after
 * the person `after`; `search` matches any part of the name (ignoring case and accents) or of the e-mail.
 */
export async function companyUsersPage(
  db: Executor,
  businessId: number,
  query: { search: string | undefined; take: number; after: number | undefined },
): Promise<{ items: CompanyUser[]; next: number | null }> {
  const term = query.search?.toLowerCase();
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(
      and(
        peopleOf(businessId),
        term
          ? sql`(${lowerName} ~ ${accentInsensitivePattern(term)} or strpos(lower(${users.email}), ${term}) > 0)`
          : undefined,
        query.after === undefined
          ? undefined
          : sql`(${byName}, ${byExactName}, ${users.id}) > (select u.sort_name collate "C", lower(u.name) collate "C", u.id from ${users} u where ${rowOfBusiness(u, businessId, query.after)})`,
      ),
    )
    .orderBy(asc(byName), asc(byExactName), asc(users.id))
    .limit(query.take + 1);
  const items = rows.slice(0, query.take).map(toCompanyUser);
  const last = items.at(-1);
  return { items, next: rows.length > query.take && last ? last.id : null };
}

export async function companyUser(
  db: Executor,
  businessId: number,
  id: number,
): Promise<CompanyUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(and(peopleOf(businessId), eq(users.id, id)));
  return row ? toCompanyUser(row) : undefined;
}

/** The person as stored, locked until the transaction ends (role and status checks race otherwise). */
export async function lockCompanyUser(tx: Executor, businessId: number, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      areaId: users.areaId,
      status: users.status,
    })
    .from(users)
    .where(and(peopleOf(businessId), eq(users.id, id)))
    .for("update");
  return row;
}

/**
 * Locks the business row: every change that could leave it without an active admin takes this lock first,
 * so two admins demoting each other at once cannot both pass the check.
 */
export async function lockBusiness(tx: Executor, businessId: number) {
  const [row] = await tx
    .select({ id: businesses.id, phoneCountry: businesses.phoneCountry })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("update");
  return row;
}

/** Whether the business keeps an active ProviderAdmin besides `exceptUserId`. */
export async function hasOtherActiveAdmin(tx: Executor, businessId: number, exceptUserId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ofBusiness(users, businessId),
        eq(users.role, "ProviderAdmin"),
        eq(users.status, "active"),
        ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function areaOfBusiness(db: Executor, businessId: number, areaId: number) {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(rowOfBusiness(areas, businessId, areaId));
  return row;
}

/** Whether anyone on the platform but `exceptUserId` already signs in with the address. */
export async function emailInUse(db: Executor, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type UserValues = {
  name: string;
  nickname: string;
  email: string;
  role: BusinessRole;
  areaId: number | null;
  position: string;
  phone: string;
  maxOpenChats: number | null;
};

/** A new person who has no password yet: "!" matches no password, the welcome link sets one. */
export async function insertCompanyUser(
  tx: Executor,
  businessId: number,
  values: UserValues & { status: UserStatus },
) {
  const [row] = await tx
    .insert(users)
    .values({ businessId, ...values, passwordHash: "!" })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert returned no row");
  return row;
}

export async function updateCompanyUser(
  tx: Executor,
  businessId: number,
  id: number,
  values: Partial<UserValues> & { status?: UserStatus },
) {
  const [row] = await tx
    .update(users)
    .set(values)
    .where(and(peopleOf(businessId), eq(users.id, id)))
    .returning({ id: users.id });
  return row;
}
