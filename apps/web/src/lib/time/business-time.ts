import { type BusinessTimeZone, DATE_FORMAT, DATETIME_FORMAT, DEFAULT_TIME_ZONE } from "@consola/shared";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/es";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale("es");

/** The business's saved setting (spec section 3): where its clock is, plus an optional extra offset. */
export type BusinessClock = { timeZone: BusinessTimeZone | string; addHours: number };

export const DEFAULT_CLOCK: BusinessClock = { timeZone: DEFAULT_TIME_ZONE, addHours: 0 };

export type DateInput = Date | string | number | Dayjs;

/** The instant as the business's wall clock shows it, including its extra hours. */
export function toBusinessTime(value: DateInput, clock: BusinessClock = DEFAULT_CLOCK): Dayjs {
  return dayjs(value).tz(clock.timeZone).add(clock.addHours, "hour");
}

/** One formatter per zone: building one is the slow part of reading a zone's offset. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes `timeZone` is ahead of UTC at `instant` (whole seconds), read as dayjs' timezone plugin reads it.
 * Throws a RangeError for an unknown zone, as the plugin does.
 */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      hourCycle: "h23",
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormats.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number.parseInt(value, 10);
  const wallClock = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    (part.hour ?? 0) % 24,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return (wallClock - (instant - (instant % 1000))) / 60_000;
}

/**
 * Builds `timeZone`'s formatter before the first screen that shows a time needs it. The page's first Intl
 * formatter with a time zone loads the browser's zone data: 60–90 ms in Chromium on a 2-core machine, which
 * would otherwise fall on that screen's first render (later zones take about a millisecond).
 */
export function prepareZone(timeZone: string = DEFAULT_TIME_ZONE): void {
  try {
    zoneOffsetMinutes(Date.now(), timeZone);
  } catch {
    // An unknown zone fails where a time is shown, as it would have without this.
  }
}

/**
 * The same text as `toBusinessTime(value, clock).format(format)`, without dayjs' `tz()`: that builds a new
 * Intl formatter on every call (toLocaleString with a time zone), about a millisecond each, and a list of
 * chats formats two or three dates a row.
 */
export function formatBusinessDateTime(
  value: DateInput,
  clock: BusinessClock = DEFAULT_CLOCK,
  format: string = DATETIME_FORMAT,
): string {
  const instant = dayjs(value);
  if (!instant.isValid()) return toBusinessTime(value, clock).format(format);
  return instant
    .utcOffset(zoneOffsetMinutes(instant.valueOf(), clock.timeZone))
    .add(clock.addHours, "hour")
    .format(format);
}

export function formatBusinessDate(value: DateInput, clock: BusinessClock = DEFAULT_CLOCK): string {
  return formatBusinessDateTime(value, clock, DATE_FORMAT);
}

export function businessNow(clock: BusinessClock = DEFAULT_CLOCK): Dayjs {
  return toBusinessTime(dayjs(), clock);
}

const WALL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^\d{2}:\d{2}$/;

/**
 * The instant (ISO 8601) at which the business's wall clock, extra hours included, shows `date` (AAAA-MM-DD)
 * at `time` (HH:mm): what a person picking "el 24 a las 10:00" on the business's clock means. Null for a date
 * or time that is not one.
 */
export function businessInstant(
  date: string,
  time: string,
  clock: BusinessClock = DEFAULT_CLOCK,
): string | null {
  if (!WALL_DATE.test(date) || !WALL_TIME.test(time)) return null;
  const wall = dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", clock.timeZone);
  // dayjs rolls 2025-02-30 over to March: a date the calendar lacks is not taken for another.
  if (!wall.isValid() || wall.format("YYYY-MM-DD HH:mm") !== `${date} ${time}`) return null;
  return wall.subtract(clock.addHours, "hour").toISOString();
}

/** The business's wall-clock date (AAAA-MM-DD) and time (HH:mm) of an instant: businessInstant's inverse. */
export function businessWallClock(value: DateInput, clock: BusinessClock = DEFAULT_CLOCK) {
  return {
    date: formatBusinessDateTime(value, clock, "YYYY-MM-DD"),
    time: formatBusinessDateTime(value, clock, "HH:mm"),
  };
}
