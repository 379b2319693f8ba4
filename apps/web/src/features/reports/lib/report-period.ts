import { REPORT_MAX_DAYS } from "@consola/shared";
import dayjs from "dayjs";

/** Two days of the business's calendar (YYYY-MM-DD), both included. */
export type ReportRange = { from: string; to: string };

export const QUICK_RANGES = ["today", "yesterday", "last7", "thisMonth", "lastMonth"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The range a view starts with, and falls back to when the URL's is not valid. */
export const DEFAULT_QUICK_RANGE: QuickRange = "last7";

const DAY = "YYYY-MM-DD";
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY_PATTERN.test(value) && dayjs(value, DAY).format(DAY) === value;
}

/** `today` is the business's day (its clock, not the browser's), so "Hoy" is the same day the server cuts. */
export function quickRange(kind: QuickRange, today: string): ReportRange {
  const day = dayjs(today);
  switch (kind) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = day.subtract(1, "day").format(DAY);
      return { from: yesterday, to: yesterday };
    }
    case "last7":
      return { from: day.subtract(6, "day").format(DAY), to: today };
    case "thisMonth":
      return { from: day.startOf("month").format(DAY), to: today };
    case "lastMonth": {
      const previous = day.subtract(1, "month");
      return { from: previous.startOf("month").format(DAY), to: previous.endOf("month").format(DAY) };
    }
  }
}

/** Which quick range `range` is today, if any (the button shown as chosen). */
export function quickRangeOf(range: ReportRange, today: string): QuickRange | null {
  return (
    QUICK_RANGES.find((kind) => {
      const quick = quickRange(kind, today);
      return quick.from === range.from && quick.to === range.to;
    }) ?? null
  );
}

export function daysIn(range: ReportRange): number {
  return dayjs(range.to).diff(dayjs(range.from), "day") + 1;
}

/** The same number of days right before the range: what the cards compare with. */
export function previousRange(range: ReportRange): ReportRange {
  const days = daysIn(range);
  const before = dayjs(range.from).subtract(1, "day");
  return { from: before.subtract(days - 1, "day").format(DAY), to: before.format(DAY) };
}

/** The URL's range when it is one the server takes; otherwise the default one. */
export function rangeFromUrl(from: string | null, to: string | null, today: string): ReportRange {
  if (isDay(from) && isDay(to) && from <= to) {
    const range = { from, to };
    if (daysIn(range) <= REPORT_MAX_DAYS) return range;
  }
  return quickRange(DEFAULT_QUICK_RANGE, today);
}

/** Every day of the range, in order (the charts' axis). */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = dayjs(range.from); !day.isAfter(dayjs(range.to)); day = day.add(1, "day")) {
    days.push(day.format(DAY));
  }
  return days;
}
