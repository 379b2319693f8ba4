import {
  CHANNEL_KINDS,
  type ChannelKind,
  DATE_FORMAT,
  type InOutMasterReport,
  type MessageDirection,
} from "@consola/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businessChannels, messages } from "../../db/schema/index.js";
import { formatBusinessTime } from "../../time/business-time.js";
import { businessRef, type MasterPeriod, periodsRelation, rowsOf } from "./master-period.js";
import { kindIs, messageHasFile, reportedKind } from "./reported-channel.js";

type PerChannel = Record<ChannelKind, number>;
const noMessages = (): PerChannel => ({ whatsapp: 0, sms: 0, mms: 0 });

type Row = {
  business_id: number;
  quarter: number;
  direction: MessageDirection;
  kind: ChannelKind;
  messages: number;
};

/**
 * InOutMaster: IncomingOutgoing over every business. Each business's messages are read by its (business, time)
 * index over its own period and counted per quarter hour, which is then put in that business's day, exactly as
 * incoming-outgoing.ts does for one business.
 */
export async function inOutMaster(db: Executor, period: MasterPeriod): Promise<InOutMasterReport> {
  const rows = await rowsOf<Row>(
    db,
    sql`select ${messages.businessId} as business_id,
        extract(epoch from date_bin('15 minutes', ${messages.createdAt}, timestamptz '2000-01-01'))::float8 as quarter,
        ${messages.direction} as direction, ${reportedKind(businessChannels.kind, messageHasFile)} as kind,
        count(*)::integer as messages
      from ${periodsRelation(period)}
      join ${messages} on ${ofBusiness(messages, sql`periods.business_id`)}
        and ${messages.createdAt} >= periods.starts_at and ${messages.createdAt} < periods.ends_at
      join ${businessChannels} on ${businessChannels.id} = ${messages.channelId}
      ${period.channel === undefined ? sql`` : sql`where ${kindIs(period.channel, businessChannels.kind, messageHasFile)}`}
      group by 1, 2, 3, 4`,
  );

  const days = new Map(period.days.map((d) => [d, { day: d, in: noMessages(), out: noMessages() }]));
  const totals = { in: 0, out: 0 };
  const perBusiness = new Map(period.businesses.map((b) => [b.id, { ...businessRef(b), in: 0, out: 0 }]));
  const clocks = new Map(period.businesses.map((b) => [b.id, b.clock]));
  const dayOf = new Map<string, string>();
  for (const row of rows) {
    const clock = clocks.get(row.business_id);
    const business = perBusiness.get(row.business_id);
    if (!clock || !business || !CHANNEL_KINDS.includes(row.kind)) continue;
    const key = `${clock.timeZone}|${clock.addHours}|${row.quarter}`;
    let day = dayOf.get(key);
    if (day === undefined) {
      day = formatBusinessTime(new Date(row.quarter * 1000), clock, DATE_FORMAT);
      dayOf.set(key, day);
    }
    const entry = days.get(day);
    if (!entry) continue;
    entry[row.direction][row.kind] += row.messages;
    totals[row.direction] += row.messages;
    business[row.direction] += row.messages;
  }
  const byTraffic = [...perBusiness.values()].sort((a, b) => b.in + b.out - (a.in + a.out));
  return { from: period.from, to: period.to, days: [...days.values()], totals, businesses: byTraffic };
}
