import type { ChStaMasterReport, ConversationStatus } from "@consola/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import {
  businessRef,
  type MasterPeriod,
  masterChatsIn,
  masterDaySql,
  periodsRelation,
  rowsOf,
} from "./master-period.js";
import { chatHasFile, onChannel } from "./reported-channel.js";

type NowRow = { business_id: number; status: ConversationStatus; chats: number };
type DayRow = { business_id: number; day: string; end_reason: string | null; chats: number };

/**
 * ChStaMaster: ChatStatus over every business. The chats open now are read per business by its status index;
 * opened and ended chats per day by its opening and closing indexes, over that business's own period.
 */
export async function chStaMaster(db: Executor, period: MasterPeriod): Promise<ChStaMasterReport> {
  const periods = periodsRelation(period);
  const channel = period.channel;
  const [nowRows, openedRows, endedRows] = await Promise.all([
    rowsOf<NowRow>(
      db,
      sql`select ${conversations.businessId} as business_id, ${conversations.status} as status, count(*)::integer as chats
        from ${periods}
        join ${conversations} on ${ofBusiness(conversations, sql`periods.business_id`)}
          and ${conversations.status} in ('pending', 'bot', 'active')
          ${
            channel === undefined
              ? sql``
              : sql`and ${onChannel(channel, conversations.channelId, chatHasFile, sql`periods.business_id`)}`
          }
        group by 1, 2`,
    ),
    rowsOf<DayRow>(
      db,
      sql`select ${conversations.businessId} as business_id, ${masterDaySql(conversations.openedAt)} as day,
          null as end_reason, count(*)::integer as chats
        from ${periods} join ${conversations} on ${masterChatsIn(period, conversations.openedAt)}
        group by 1, 2`,
    ),
    rowsOf<DayRow>(
      db,
      sql`select ${conversations.businessId} as business_id, ${masterDaySql(conversations.closedAt)} as day,
          ${conversations.endReason} as end_reason, count(*)::integer as chats
        from ${periods} join ${conversations} on ${masterChatsIn(period, conversations.closedAt)}
        group by 1, 2, 3`,
    ),
  ]);

  const now = { pending: 0, bot: 0, active: 0 };
  const perBusiness = new Map(
    period.businesses.map((b) => [b.id, { ...businessRef(b), open: 0, opened: 0, ended: 0 }]),
  );
  for (const row of nowRows) {
    const business = perBusiness.get(row.business_id);
    if (!business || !(row.status in now)) continue;
    now[row.status as keyof typeof now] += row.chats;
    business.open += row.chats;
  }
  const days = new Map(
    period.days.map((day) => [day, { day, opened: 0, closed: 0, timedOut: 0, deleted: 0 }]),
  );
  for (const row of openedRows) {
    const entry = days.get(row.day);
    const business = perBusiness.get(row.business_id);
    if (!entry || !business) continue;
    entry.opened += row.chats;
    business.opened += row.chats;
  }
  for (const row of endedRows) {
    const entry = days.get(row.day);
    const business = perBusiness.get(row.business_id);
    if (!entry || !business) continue;
    if (row.end_reason === "timed_out") entry.timedOut += row.chats;
    else if (row.end_reason === "deleted") entry.deleted += row.chats;
    else entry.closed += row.chats;
    business.ended += row.chats;
  }
  return {
    from: period.from,
    to: period.to,
    now,
    days: [...days.values()],
    businesses: [...perBusiness.values()],
  };
}
