import { CHANNEL_KINDS, type ChannelKind, DATE_FORMAT, type IncomingOutgoingReport } from "@consola/shared";
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businessChannels, conversations, messages } from "../../db/schema/index.js";
import { formatBusinessTime } from "../../time/business-time.js";
import { answerBase, chatCarries, type ReportPeriod } from "./report-period.js";
import { kindIs, messageHasFile, reportedKind } from "./reported-channel.js";

type PerChannel = Record<ChannelKind, number>;
const noMessages = (): PerChannel => ({ whatsapp: 0, sms: 0, mms: 0 });

/**
 * Messages are counted per quarter hour of UTC, then the quarters are put in business days here. A quarter
 * never straddles a business midnight (every zone's offset and daylight-saving change, and the clock's extra
 * hours, are whole quarters), so the days are exact; and a month is some 3,000 groups to hash instead of a
 * time-zone conversion and a string per message (decision 010: 330 ms became about 120 ms on the bench).
 */
const quarterOf = sql<Date>`date_bin('15 minutes', ${messages.createdAt}, timestamptz '2000-01-01')`.mapWith(
  (value: Date | string) => (value instanceof Date ? value : new Date(value)),
);

/**
 * IncomingOutgoing: messages in and out per business day and per channel. Reads the messages index by business
 * and time; the chat is joined only when the agent, area, label or campaign filter asks for it.
 */
export async function incomingOutgoing(db: Executor, period: ReportPeriod): Promise<IncomingOutgoingReport> {
  const { agentId, areaId, labelId, campaignId, channel } = period.filters;
  const byChat =
    agentId !== undefined || areaId !== undefined || labelId !== undefined || campaignId !== undefined;
  const base = db
    .select({
      quarter: quarterOf,
      direction: messages.direction,
      kind: reportedKind(businessChannels.kind, messageHasFile),
      messages: count(),
    })
    .from(messages)
    .innerJoin(businessChannels, eq(businessChannels.id, messages.channelId));
  const joined = byChat ? base.innerJoin(conversations, eq(conversations.id, messages.conversationId)) : base;
  const rows = await joined
    .where(
      and(
        ofBusiness(messages, period.businessId),
        gte(messages.createdAt, period.startsAt),
        lt(messages.createdAt, period.endsAt),
        channel === undefined ? undefined : kindIs(channel, businessChannels.kind, messageHasFile),
        agentId === undefined ? undefined : eq(conversations.assignedUserId, agentId),
        areaId === undefined ? undefined : eq(conversations.areaId, areaId),
        labelId === undefined ? undefined : chatCarries(labelId),
        campaignId === undefined ? undefined : eq(conversations.campaignId, campaignId),
      ),
    )
    // By position, like the other reports whose grouped expression carries parameters.
    .groupBy(sql`1`, sql`2`, sql`3`);

  const days = new Map(period.days.map((d) => [d, { day: d, in: noMessages(), out: noMessages() }]));
  const totals = { in: 0, out: 0 };
  const dayOfQuarter = new Map<number, string>();
  for (const row of rows) {
    const at = row.quarter.getTime();
    let day = dayOfQuarter.get(at);
    if (day === undefined) {
      day = formatBusinessTime(row.quarter, period.clock, DATE_FORMAT);
      dayOfQuarter.set(at, day);
    }
    const entry = days.get(day);
    if (!entry || !CHANNEL_KINDS.includes(row.kind)) continue;
    entry[row.direction][row.kind] += row.messages;
    totals[row.direction] += row.messages;
  }
  return { ...answerBase(period), days: [...days.values()], totals };
}
