import {
  BUSINESS_HOURS_MESSAGES,
  type BusinessHours,
  type Holiday,
  type HoursInterval,
  ISO_WEEKDAYS,
  type IsoWeekday,
  type SaveBusinessHoursBody,
  weekProblem,
} from "@consola/shared";

/** One interval as typed; `key` keeps React rows stable while times change. */
export type IntervalDraft = HoursInterval & { key: string };

export type HoursForm = {
  enabled: boolean;
  intervals: IntervalDraft[];
  holidays: Holiday[];
  message: string;
};

let nextKey = 0;
export const newKey = () => `i${++nextKey}`;

export function formFrom(hours: BusinessHours): HoursForm {
  return {
    enabled: hours.enabled,
    intervals: hours.intervals.map((interval) => ({ ...interval, key: newKey() })),
    holidays: hours.holidays,
    message: hours.outOfHoursMessage,
  };
}

const OPENS = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSES = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export type HoursProblems = {
  /** By interval key: which of its two times is not HH:MM. */
  fields: Record<string, { opensAt?: string; closesAt?: string }>;
  /** By weekday: closes before opens, overlaps, too many. */
  days: Partial<Record<IsoWeekday, string>>;
  message?: string;
};

/** The server's checks, so each problem shows under its field before saving. */
export function hoursProblems(form: HoursForm): HoursProblems {
  const fields: HoursProblems["fields"] = {};
  for (const interval of form.intervals) {
    const opensAt = OPENS.test(interval.opensAt) ? undefined : BUSINESS_HOURS_MESSAGES.opensInvalid;
    const closesAt = CLOSES.test(interval.closesAt) ? undefined : BUSINESS_HOURS_MESSAGES.closesInvalid;
    if (opensAt || closesAt) fields[interval.key] = { opensAt, closesAt };
  }
  const days: HoursProblems["days"] = {};
  for (const weekday of ISO_WEEKDAYS) {
    const problem = weekProblem(form.intervals.filter((interval) => interval.weekday === weekday));
    if (problem) days[weekday] = problem;
  }
  const message =
    form.enabled && form.message.trim() === "" ? BUSINESS_HOURS_MESSAGES.messageRequired : undefined;
  return { fields, days, ...(message ? { message } : {}) };
}

export function hasHoursProblems(problems: HoursProblems): boolean {
  return (
    Object.keys(problems.fields).length > 0 ||
    Object.keys(problems.days).length > 0 ||
    problems.message !== undefined
  );
}

export function saveBody(form: HoursForm): SaveBusinessHoursBody {
  return {
    enabled: form.enabled,
    intervals: [...form.intervals]
      .sort((a, b) => a.weekday - b.weekday || a.opensAt.localeCompare(b.opensAt))
      .map(({ weekday, opensAt, closesAt }) => ({ weekday, opensAt, closesAt })),
    holidays: form.holidays,
    outOfHoursMessage: form.message.trim(),
  };
}

export function isDirty(form: HoursForm, saved: BusinessHours): boolean {
  const body = saveBody(form);
  return (
    body.enabled !== saved.enabled ||
    (body.outOfHoursMessage ?? "") !== saved.outOfHoursMessage ||
    JSON.stringify(body.intervals) !== JSON.stringify(saved.intervals) ||
    JSON.stringify(body.holidays) !== JSON.stringify(saved.holidays)
  );
}

/** Adds holidays whose date is not there yet, keeping the list by date; answers how many it added. */
export function withHolidays(
  current: readonly Holiday[],
  added: readonly Holiday[],
): { holidays: Holiday[]; added: number } {
  const days = new Set(current.map((holiday) => holiday.day));
  const fresh = added.filter((holiday) => !days.has(holiday.day));
  return {
    holidays: [...current, ...fresh].sort((a, b) => a.day.localeCompare(b.day)),
    added: fresh.length,
  };
}

/** A new interval for a day: after its last one when there is room, else 9:00–18:00. */
export function nextInterval(form: HoursForm, weekday: IsoWeekday): IntervalDraft {
  const last = form.intervals.filter((interval) => interval.weekday === weekday).at(-1);
  if (last && CLOSES.test(last.closesAt) && last.closesAt < "23:00") {
    const [hours = "0"] = last.closesAt.split(":");
    const opens = `${String(Number(hours) + 1).padStart(2, "0")}:00`;
    return {
      key: newKey(),
      weekday,
      opensAt: opens,
      closesAt: opens < "22:00" ? `${String(Number(hours) + 3).padStart(2, "0")}:00` : "24:00",
    };
  }
  return { key: newKey(), weekday, opensAt: "09:00", closesAt: "18:00" };
}
