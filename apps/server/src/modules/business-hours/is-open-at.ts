import { type HoursInterval, minutesOfDay } from "@consola/shared";
import { formatBusinessTime } from "../../time/business-time.js";

/**
 * Whether the business is open at `instant`: on its wall clock (time zone plus its extra hours), the day is not
 * one of its holidays and one of that weekday's intervals holds the minute (opens included, closes excluded;
 * "24:00" closes at midnight). The one rule for the hours screen's "ahora" and for the out-of-hours message.
 */
export function isOpenAt(
  hours: readonly HoursInterval[],
  holidays: readonly { day: string }[],
  timeZone: string,
  addHours: number,
  instant: Date,
): boolean {
  const [day = "", time = "00:00", weekday = "0"] = formatBusinessTime(
    instant,
    { timeZone, addHours },
    "YYYY-MM-DD|HH:mm|d",
  ).split("|");
  if (holidays.some((holiday) => holiday.day === day)) return false;
  // dayjs counts Sunday as 0; the hours use ISO weekdays (Sunday is 7).
  const isoWeekday = Number(weekday) === 0 ? 7 : Number(weekday);
  const minute = minutesOfDay(time);
  return hours.some(
    (interval) =>
      interval.weekday === isoWeekday &&
      minutesOfDay(interval.opensAt) <= minute &&
      minute < minutesOfDay(interval.closesAt),
  );
}
