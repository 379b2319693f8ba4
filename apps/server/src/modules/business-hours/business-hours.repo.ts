import type { Holiday, HoursInterval } from "@consola/shared";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businesses, businessHolidays, businessHours } from "../../db/schema/index.js";

/** Call only with an id that went through resolveSettingsBusiness. */
export async function businessHoursSettingsOf(db: Executor, businessId: number) {
  const [row] = await db
    .select({
      name: businesses.name,
      timeZone: businesses.timeZone,
      addHours: businesses.addHours,
      enabled: businesses.hoursEnabled,
      outOfHoursMessage: businesses.outOfHoursMessage,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}

/** The week's intervals, Monday first and each day in opening order (a handful of rows per business). */
export function intervalsOf(db: Executor, businessId: number): Promise<HoursInterval[]> {
  return db
    .select({
      weekday: businessHours.weekday,
      opensAt: businessHours.opensAt,
      closesAt: businessHours.closesAt,
    })
    .from(businessHours)
    .where(ofBusiness(businessHours, businessId))
    .orderBy(asc(businessHours.weekday), asc(businessHours.opensAt));
}

/** The business's holidays by date (bounded by the save's limit). */
export function holidaysOf(db: Executor, businessId: number): Promise<Holiday[]> {
  return db
    .select({ day: businessHolidays.day, name: businessHolidays.name })
    .from(businessHolidays)
    .where(ofBusiness(businessHolidays, businessId))
    .orderBy(asc(businessHolidays.day));
}

/** Replaces the whole week, the holidays and the message in one go (the screen saves them together). */
export async function replaceBusinessHours(
  db: Executor,
  businessId: number,
  values: { enabled: boolean; outOfHoursMessage: string; intervals: HoursInterval[]; holidays: Holiday[] },
): Promise<boolean> {
  const updated = await db
    .update(businesses)
    .set({ hoursEnabled: values.enabled, outOfHoursMessage: values.outOfHoursMessage })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id });
  if (updated.length === 0) return false;
  await db.delete(businessHours).where(ofBusiness(businessHours, businessId));
  if (values.intervals.length > 0) {
    await db.insert(businessHours).values(values.intervals.map((interval) => ({ businessId, ...interval })));
  }
  await db.delete(businessHolidays).where(ofBusiness(businessHolidays, businessId));
  if (values.holidays.length > 0) {
    await db.insert(businessHolidays).values(values.holidays.map((holiday) => ({ businessId, ...holiday })));
  }
  return true;
}
