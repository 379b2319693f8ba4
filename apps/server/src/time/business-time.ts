import { DATE_FORMAT, DATETIME_FORMAT, DEFAULT_TIME_ZONE } from "@consola/shared";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** A business's clock (spec section 3): its time zone plus an optional extra offset in hours. */
export type BusinessClock = { timeZone: string; addHours: number };

function isKnownTimeZone(timeZone: string): boolean {
  try {
    // The formatter is kept (zoneFormat): building one per call was 4 % of the server's CPU while 5,000
    // agents signed in to the hub.
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The clock of a business row; a zone the runtime does not know falls back to the default, never a 500. */
export function businessClock(business: { timeZone: string; addHours: number }): BusinessClock {
  return {
    timeZone: isKnownTimeZone(business.timeZone) ? business.timeZone : DEFAULT_TIME_ZONE,
    addHours: business.addHours,
  };
}

/** Injectable "now", so tests move time instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one (CSV rows call this). */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at an instant, as milliseconds of a UTC date showing the same figures. */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second, instant.getUTCMilliseconds());
}

/**
 * The instant as the business's wall clock shows it, e.g. "2025-03-01 09:30:00": the zone's time at that
 * instant, then the clock's extra hours.
 */
export function formatBusinessTime(
  instant: Date,
  clock: BusinessClock,
  pattern: string = DATETIME_FORMAT,
): string {
  return dayjs.utc(wallClockMs(instant, clock.timeZone) + clock.addHours * 3_600_000).format(pattern);
}

export type BusinessDay = { day: string; startsAt: Date };

/** The instant a business day (YYYY-MM-DD) begins and the instant the next one does. */
export function businessDayRange(day: string, clock: BusinessClock): { startsAt: Date; endsAt: Date } {
  // Local = zone time + addHours, so local midnight is zone time (midnight - addHours).
  const start = dayjs.tz(`${day} 00:00:00`, clock.timeZone).subtract(clock.addHours, "hour");
  return { startsAt: start.toDate(), endsAt: start.add(1, "day").toDate() };
}

/** The business day an instant falls in, and the instant that day began (its local midnight). */
export function businessDayOf(instant: Date, clock: BusinessClock): BusinessDay {
  const day = formatBusinessTime(instant, clock, DATE_FORMAT);
  return { day, startsAt: businessDayRange(day, clock).startsAt };
}
