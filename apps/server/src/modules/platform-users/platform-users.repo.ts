import {
  hasConsoleAccess,
  type PLATFORM_USER_ROLES,
  type PlatformUser,
  ROLE_NAMES,
  type UserStatus,
} from "@consola/shared";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";
import { accentInsensitivePattern } from "../contacts/contact-search.js";

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
};

type Row = { id: number; name: string; email: string; role: string; status: UserStatus };

const toPlatformUser = (row: Row): PlatformUser => {
  const role = row.role as PlatformUser["role"];
  return { ...row, role, roleName: ROLE_NAMES[role], hasAccess: hasConsoleAccess(role) };
};

/** The platform's people: they belong to no business (the users table's check keeps business roles out). */
const ofPlatform: SQL = isNull(users.businessId);

/** The name as searched: any part of it, ignoring case and accents (accentInsensitivePattern). */
const lowerName = sql`lower(${users.name})`;
const [byName, byExactName] = spanishOrder(users.sortName, users.name);

/**
 * One page of the platform's people in the order of users_business_name_idx (business null, lower(name), id),
 * after the person `after`; `search` matches any part of the name (ignoring case and accents) or of the e-mail.
 */
export async function platformUsersPage(
  db: Executor,
  query: { search: string | undefined; take: number; after: number | undefined },
): Promise<{ items: PlatformUser[]; next: number | null }> {
  const term = query.search?.toLowerCase();
  const rows = await db
    .select(columns)
    .from(users)
    .where(
      and(
        ofPlatform,
        term
          ? sql`(${lowerName} ~ ${accentInsensitivePattern(term)} or strpos(lower(${users.email}), ${term}) > 0)`
          : undefined,
        query.after === undefined
          ? undefined
          : sql`(${byName}, ${byExactName}, ${users.id}) > (select u.sort_name collate "C", lower(u.name) collate "C", u.id from ${users} u where u.id = ${query.after} and u.business_id is null)`,
      ),
    )
    .orderBy(asc(byName), asc(byExactName), asc(users.id))
    .limit(query.take + 1);
  const items = rows.slice(0, query.take).map(toPlatformUser);
  const last = items.at(-1);
  return { items, next: rows.length > query.take && last ? last.id : null };
}

export async function platformUser(db: Executor, id: number): Promise<PlatformUser | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(ofPlatform, eq(users.id, id)));
  return row && toPlatformUser(row);
}

/** Locks the platform person being changed, so two admins' changes to them go one after the other. */
export async function lockPlatformUser(tx: Executor, id: number): Promise<PlatformUser | undefined> {
  const [row] = await tx
    .select(columns)
    .from(users)
    .where(and(ofPlatform, eq(users.id, id)))
    .for("update");
  return row && toPlatformUser(row);
}

/**
 * Whether an active Super other than `id` remains. The active Supers are locked first, so two admins
 * deactivating the last two Supers at once cannot both succeed.
 */
export async function hasOtherActiveSuper(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ofPlatform, eq(users.role, "Super"), eq(users.status, "active")))
    .for("update");
  return rows.some((row) => row.id !== id);
}

export type PlatformUserValues = {
  name: string;
  email: string;
  role: (typeof PLATFORM_USER_ROLES)[number];
  status?: UserStatus;
};

export async function insertPlatformUser(tx: Executor, values: PlatformUserValues) {
  const [row] = await tx
    .insert(users)
    .values({ businessId: null, ...values, status: values.status ?? "active", passwordHash: "!" })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert returned no row");
  return row;
}

export async function updatePlatformUser(tx: Executor, id: number, values: Partial<PlatformUserValues>) {
  await tx
    .update(users)
    .set(values)
    .where(and(ofPlatform, eq(users.id, id)));
}
