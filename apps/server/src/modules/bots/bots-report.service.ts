import {
  BOT_MESSAGES,
  BOT_OUTCOMES,
  type BotOutcome,
  BUSINESS_MANAGER_ROLES,
  type BusinessBotReport,
} from "@consola/shared";
import { and, count, eq, gte, isNotNull, lt, or, sql } from "drizzle-orm";
import { ofBusiness } from "../../db/of-business.js";
import { areas, businesses, conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { businessClock, businessDayRange } from "../../time/business-time.js";

/** The longest period one report covers. */
const MAX_DAYS = 366;

/**
 * Report BusinessBot: how the chats that opened between two days (the business's calendar, both included) met
 * the bots: held and how they left, the areas the selector sent them to, how many opened out of hours; and
 * how many the bots hold now. Reads the partial index of chats that met a bot or opened out of hours.
 */
export async function businessBotReport(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined; from: string; to: string },
): Promise<BusinessBotReport> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_MANAGER_ROLES);
  const [business] = await deps.db
    .select({ timeZone: businesses.timeZone, addHours: businesses.addHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw new ValidationError(BOT_MESSAGES.dateInvalid);
  const clock = businessClock(business);
  const { startsAt } = businessDayRange(input.from, clock);
  const { endsAt } = businessDayRange(input.to, clock);
  const days = (endsAt.getTime() - startsAt.getTime()) / 86_400_000;
  if (Number.isNaN(days) || days < 1 || days > MAX_DAYS + 1)
    throw new ValidationError(BOT_MESSAGES.dateInvalid);

  const inPeriod = and(
    ofBusiness(conversations, businessId),
    gte(conversations.openedAt, startsAt),
    lt(conversations.openedAt, endsAt),
    // The partial index's own predicate, so the planner reads it.
    or(isNotNull(conversations.botOutcome), sql`${conversations.outOfHours}`),
  );
  const [byOutcome, byArea, [outOfHours], [waiting]] = await Promise.all([
    deps.db
      .select({ outcome: conversations.botOutcome, chats: count() })
      .from(conversations)
      .where(inPeriod)
      .groupBy(conversations.botOutcome),
    deps.db
      .select({ areaId: conversations.areaId, name: areas.name, chats: count() })
      .from(conversations)
      .leftJoin(areas, eq(areas.id, conversations.areaId))
      .where(and(inPeriod, eq(conversations.botOutcome, "completed")))
      .groupBy(conversations.areaId, areas.name),
    deps.db
      .select({ chats: count() })
      .from(conversations)
      .where(and(inPeriod, sql`${conversations.outOfHours}`)),
    deps.db
      .select({ chats: count() })
      .from(conversations)
      .where(and(ofBusiness(conversations, businessId), eq(conversations.status, "bot"))),
  ]);
  const outcomes = Object.fromEntries(BOT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    BotOutcome,
    number
  >;
  for (const row of byOutcome) if (row.outcome) outcomes[row.outcome] = row.chats;
  return {
    from: input.from,
    to: input.to,
    held: Object.values(outcomes).reduce((sum, chats) => sum + chats, 0),
    outcomes,
    byArea: byArea.map((row) => ({ areaId: row.areaId, name: row.name ?? "Sin área", chats: row.chats })),
    outOfHours: outOfHours?.chats ?? 0,
    waitingNow: waiting?.chats ?? 0,
  };
}
