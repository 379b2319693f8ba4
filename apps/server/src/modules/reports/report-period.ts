import {
  BUSINESS_MANAGER_ROLES,
  DATE_FORMAT,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  type ReportFilters,
} from "@consola/shared";
import dayjs from "dayjs";
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businesses, conversations } from "../../db/schema/index.js";
import { ValidationError } from "../../domain/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { type BusinessClock, businessClock, businessDayRange } from "../../time/business-time.js";
import { chatHasFile, onChannel } from "./reported-channel.js";

/**
 * What one report call covers: the business, its clock, the instants its first day begins and the day after its
 * last one begins (midnight of the business's calendar, extra hours included), and every day in between.
 */
export type ReportPeriod = {
  businessId: number;
  clock: BusinessClock;
  from: string;
  to: string;
  startsAt: Date;
  endsAt: Date;
  days: string[];
  filters: Pick<ReportFilters, "agentId" | "areaId" | "labelId" | "campaignId" | "channel">;
};

/** Admins and supervisors of the business, or a platform admin naming it; agents get 403. */
export async function reportPeriod(
  db: Executor,
  auth: AuthContext,
  filters: ReportFilters,
): Promise<ReportPeriod> {
  const businessId = await resolveSettingsBusiness(db, auth, filters.business_id, BUSINESS_MANAGER_ROLES);
  const [business] = await db
    .select({ timeZone: businesses.timeZone, addHours: businesses.addHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw new ValidationError(REPORT_MESSAGES.dateInvalid);
  const clock = businessClock(business);
  const first = dayjs(filters.from);
  const count = dayjs(filters.to).diff(first, "day") + 1;
  if (count > REPORT_MAX_DAYS) throw new ValidationError(REPORT_MESSAGES.rangeTooLong);
  const days = Array.from({ length: count }, (_, i) => first.add(i, "day").format(DATE_FORMAT));
  return {
    businessId,
    clock,
    from: filters.from,
    to: filters.to,
    startsAt: businessDayRange(filters.from, clock).startsAt,
    endsAt: businessDayRange(filters.to, clock).endsAt,
    days,
    filters: {
      agentId: filters.agentId,
      areaId: filters.areaId,
      labelId: filters.labelId,
      campaignId: filters.campaignId,
      channel: filters.channel,
    },
  };
}

/** The business day (YYYY-MM-DD) an instant column falls in, computed by the database with the business's clock. */
export function businessDaySql(column: AnyPgColumn, clock: BusinessClock): SQL<string> {
  return sql<string>`to_char((${column} at time zone ${clock.timeZone}) + make_interval(hours => ${clock.addHours}::integer), 'YYYY-MM-DD')`;
}

/**
 * The business's chats narrowed by the report's filters (agent, area, label, campaign, channel), whenever they
 * happened. Another business's ids narrow to nothing: the business is always in the condition.
 */
export function chatsOfFilters(period: ReportPeriod): SQL {
  const { agentId, areaId, labelId, campaignId, channel } = period.filters;
  return and(
    ofBusiness(conversations, period.businessId),
    agentId === undefined ? undefined : eq(conversations.assignedUserId, agentId),
    areaId === undefined ? undefined : eq(conversations.areaId, areaId),
    labelId === undefined ? undefined : chatCarries(labelId),
    campaignId === undefined ? undefined : eq(conversations.campaignId, campaignId),
    channel === undefined
      ? undefined
      : onChannel(channel, conversations.channelId, chatHasFile, period.businessId),
  ) as SQL;
}

/** The chat carries the label (conversations_label_ids_idx). */
export const chatCarries = (labelId: number): SQL =>
  sql`${conversations.labelIds} @> array[${labelId}]::integer[]`;

/** The chats of the business whose `column` instant falls in the period, narrowed by the filters. */
export function chatsIn(period: ReportPeriod, column: AnyPgColumn = conversations.openedAt): SQL {
  return and(chatsOfFilters(period), gte(column, period.startsAt), lt(column, period.endsAt)) as SQL;
}

/** What every answer repeats: the period asked and the clock its days were cut with. */
export function answerBase(period: ReportPeriod) {
  return { from: period.from, to: period.to, clock: period.clock };
}

/** Seconds between two instants as the database gives them (numeric strings), rounded to a tenth. */
export function seconds(value: string | number | null): number | null {
  if (value === null) return null;
  return Math.round(Number(value) * 10) / 10;
}
