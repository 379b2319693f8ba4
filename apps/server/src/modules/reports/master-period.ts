import {
  type BusinessStatus,
  DATE_FORMAT,
  type MasterReportFilters,
  PLATFORM_ROLES,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
} from "@consola/shared";
import dayjs from "dayjs";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businesses, conversations } from "../../db/schema/index.js";
import { ValidationError } from "../../domain/errors.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { type BusinessClock, businessDayRange } from "../../time/business-time.js";
import { chatHasFile, onChannel } from "./reported-channel.js";

export type MasterBusiness = {
  id: number;
  name: string;
  status: BusinessStatus;
  clock: BusinessClock;
  startsAt: Date;
  endsAt: Date;
};

/** What a Master report covers: every business, each over the period's days of its own calendar. */
export type MasterPeriod = {
  from: string;
  to: string;
  days: string[];
  channel: MasterReportFilters["channel"];
  /** By name, then id. */
  businesses: MasterBusiness[];
};

/** The platform admins' (Super, VocomAdmin) reports; every business role gets 403. */
export async function masterPeriod(
  db: Executor,
  auth: AuthContext,
  filters: MasterReportFilters,
): Promise<MasterPeriod> {
  requireRole(auth, PLATFORM_ROLES);
  const first = dayjs(filters.from);
  const count = dayjs(filters.to).diff(first, "day") + 1;
  if (count > REPORT_MAX_DAYS) throw new ValidationError(REPORT_MESSAGES.rangeTooLong);
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      status: businesses.status,
      timeZone: businesses.timeZone,
      addHours: businesses.addHours,
    })
    .from(businesses)
    .orderBy(sql`lower(${businesses.name})`, businesses.id);
  return {
    from: filters.from,
    to: filters.to,
    days: Array.from({ length: count }, (_, i) => first.add(i, "day").format(DATE_FORMAT)),
    channel: filters.channel,
    businesses: rows.map((row) => {
      const clock = { timeZone: row.timeZone, addHours: row.addHours };
      return {
        id: row.id,
        name: row.name,
        status: row.status,
        clock,
        startsAt: businessDayRange(filters.from, clock).startsAt,
        endsAt: businessDayRange(filters.to, clock).endsAt,
      };
    }),
  };
}

/**
 * Every business's period as a relation `periods(business_id, starts_at, ends_at, time_zone, add_hours)`, to
 * join on a business's index by (business, instant): each business reads only its own period's rows, cut with
 * the same instants its own /report uses.
 */
export function periodsRelation(period: MasterPeriod): SQL {
  const list = period.businesses;
  return sql`unnest(
    ${sql.param(list.map((b) => b.id))}::integer[],
    ${sql.param(list.map((b) => b.startsAt.toISOString()))}::timestamptz[],
    ${sql.param(list.map((b) => b.endsAt.toISOString()))}::timestamptz[],
    ${sql.param(list.map((b) => b.clock.timeZone))}::text[],
    ${sql.param(list.map((b) => b.clock.addHours))}::integer[]
  ) as periods(business_id, starts_at, ends_at, time_zone, add_hours)`;
}

/** The chats of each business whose `column` instant falls in its period, narrowed to the channel asked. */
export function masterChatsIn(period: MasterPeriod, column: AnyPgColumn): SQL {
  const channel = period.channel;
  return sql`${ofBusiness(conversations, sql`periods.business_id`)}
    and ${column} >= periods.starts_at and ${column} < periods.ends_at
    ${
      channel === undefined
        ? sql``
        : sql`and ${onChannel(channel, conversations.channelId, chatHasFile, sql`periods.business_id`)}`
    }`;
}

/** The business day (YYYY-MM-DD) of an instant column, with the clock of the period's business. */
export function masterDaySql(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone periods.time_zone) + make_interval(hours => periods.add_hours), 'YYYY-MM-DD')`;
}

export { rowsOf } from "../../db/rows-of.js";

export function businessRef(business: MasterBusiness) {
  return { businessId: business.id, name: business.name, status: business.status };
}
