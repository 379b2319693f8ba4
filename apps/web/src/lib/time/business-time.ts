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

export function formatBusinessDateTime(
  value: DateInput,
  clock: BusinessClock = DEFAULT_CLOCK,
  format: string = DATETIME_FORMAT,
): string {
  return toBusinessTime(value, clock).format(format);
}

export function formatBusinessDate(value: DateInput, clock: BusinessClock = DEFAULT_CLOCK): string {
  return formatBusinessDateTime(value, clock, DATE_FORMAT);
}

export function businessNow(clock: BusinessClock = DEFAULT_CLOCK): Dayjs {
  return toBusinessTime(dayjs(), clock);
}
