import type { ReportFilters } from "@consola/shared";
import dayjs from "dayjs";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../src/db/client.js";
import { businesses, conversations, users } from "../../src/db/schema/index.js";
import { businessClock, businessDayOf } from "../../src/time/business-time.js";

export type BenchBusiness = {
  id: number;
  chats: number;
  adminId: number;
  timeZone: string;
  addHours: number;
};

/** The business with the most chats (the Zipf head the seeder made), with an admin to ask as. */
export async function biggestBusiness(db: Executor): Promise<BenchBusiness> {
  const [top] = await db
    .select({ id: conversations.businessId, chats: count() })
    .from(conversations)
    .groupBy(conversations.businessId)
    .orderBy(desc(count()))
    .limit(1);
  if (!top) throw new Error("no chats: run bench/seed-large.ts first");
  const [business] = await db
    .select({ timeZone: businesses.timeZone, addHours: businesses.addHours })
    .from(businesses)
    .where(eq(businesses.id, top.id));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, top.id), eq(users.role, "ProviderAdmin")))
    .orderBy(asc(users.id))
    .limit(1);
  if (!business || !admin)
    throw new Error("the biggest business has no admin: run bench/seed-large.ts first");
  return { id: top.id, chats: top.chats, adminId: admin.id, ...business };
}

/** Report filters for the last 30 whole days of the business's calendar, nothing else filtered. */
export function lastThirtyDays(business: BenchBusiness): ReportFilters {
  const today = businessDayOf(new Date(), businessClock(business)).day;
  return {
    business_id: undefined,
    from: dayjs(today).subtract(30, "day").format("YYYY-MM-DD"),
    to: dayjs(today).subtract(1, "day").format("YYYY-MM-DD"),
    agentId: undefined,
    areaId: undefined,
    labelId: undefined,
    channel: undefined,
  };
}
