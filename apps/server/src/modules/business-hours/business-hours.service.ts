import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_MANAGER_ROLES,
  type BusinessHours,
  type Holiday,
  type HolidayCountry,
  type HoursInterval,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { businessClock, formatBusinessTime } from "../../time/business-time.js";
import { auditedBy, auditedChange } from "../audit/audit.js";
import {
  businessHoursSettingsOf,
  holidaysOf,
  intervalsOf,
  replaceBusinessHours,
} from "./business-hours.repo.js";
import { isOpenAt } from "./is-open-at.js";
import { officialHolidays } from "./official-holidays.js";

/** Supervisors may look at the hours; only admins change them. */
const READERS = BUSINESS_MANAGER_ROLES;
const WRITERS = BUSINESS_ADMIN_ROLES;

async function readBusinessHours(deps: Pick<AppDeps, "db">, businessId: number, now: Date) {
  const [settings, intervals, holidays] = await Promise.all([
    businessHoursSettingsOf(deps.db, businessId),
    intervalsOf(deps.db, businessId),
    holidaysOf(deps.db, businessId),
  ]);
  if (!settings) return undefined;
  const clock = businessClock(settings);
  return {
    enabled: settings.enabled,
    intervals,
    holidays,
    outOfHoursMessage: settings.outOfHoursMessage,
    businessName: settings.name,
    timeZone: clock.timeZone,
    addHours: clock.addHours,
    openNow: isOpenAt(intervals, holidays, clock.timeZone, clock.addHours, now),
    checkedAt: now.toISOString(),
    localTime: formatBusinessTime(now, clock, "YYYY-MM-DD HH:mm"),
  } satisfies BusinessHours;
}

/** GetBusinessHours: the saved week, holidays and message, and whether the business is open now. */
export async function getBusinessHours(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined; now?: Date },
): Promise<BusinessHours> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, READERS);
  const hours = await readBusinessHours(deps, businessId, input.now ?? new Date());
  // resolveSettingsBusiness found the business; it can only be gone if it was removed in between.
  if (!hours) throw new Error(`business ${businessId} disappeared`);
  return hours;
}

/** SaveBusinessHours: replaces the week, the holidays, the switch and the message, and tells every console. */
export async function saveBusinessHours(
  deps: Pick<AppDeps, "db" | "events">,
  auth: AuthContext,
  input: {
    businessId: number | undefined;
    enabled: boolean;
    intervals: HoursInterval[];
    holidays: Holiday[];
    outOfHoursMessage: string;
    ip: string;
  },
): Promise<BusinessHours> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  const { enabled, intervals, holidays, outOfHoursMessage } = input;
  await transact(deps, async (tx, events) => {
    await auditedChange(
      tx,
      (inner) => replaceBusinessHours(inner, businessId, { enabled, intervals, holidays, outOfHoursMessage }),
      () => ({
        ...auditedBy({ businessId, userId: auth.userId }),
        action: "business_hours_saved",
        entity: "business",
        entityId: businessId,
        data: { enabled, intervals: intervals.length, holidays: holidays.length },
        ip: input.ip,
      }),
    );
    events.add("config.changed", { businessId, what: "businessHours" });
  });
  return getBusinessHours(deps, auth, { businessId });
}

/** The official days off of a country and year, to preview before adding them to the business's holidays. */
export async function listOfficialHolidays(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined; country: HolidayCountry; year: number },
): Promise<Holiday[]> {
  await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  return officialHolidays(input.country, input.year);
}
