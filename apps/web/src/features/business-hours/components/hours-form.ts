import {
  type BusinessHours,
  type Holiday,
  type HoursInterval,
  ISO_WEEKDAYS,
  type IsoWeekday,
  type SaveBusinessHoursBody,
  saveBusinessHoursBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

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

const CLOSES = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export type HoursProblems = {
  /** By interval key: which of its two times is not HH:MM. */
  fields: Record<string, { opensAt?: string; closesAt?: string }>;
  /** By weekday: closes before opens, overlaps, too many. */
  days: Partial<Record<IsoWeekday, string>>;
  message?: string;
};

/** SaveBusinessHours' schema on the form's values, with these intervals in the form's order (not sorted). */
const hoursErrors = (form: HoursForm, intervals: readonly IntervalDraft[]) =>
  schemaResolver<HoursForm>(saveBusinessHoursBodySchema, {
    body: (values) => ({
      ...saveBody(values),
      intervals: intervals.map(({ weekday, opensAt, closesAt }) => ({ weekday, opensAt, closesAt })),
    }),
  })(form);

/**
 * The server's checks, so each problem shows under its field before saving. The schema names the first day
 * that is wrong; each day is checked on its own too, so every wrong day says so.
 */
export function hoursProblems(form: HoursForm): HoursProblems {
  const errors = hoursErrors(form, form.intervals);
  const fields: HoursProblems["fields"] = {};
  form.intervals.forEach((interval, index) => {
    const opensAt = errors[`intervals.${index}.opensAt`];
    const closesAt = errors[`intervals.${index}.closesAt`];
    if (opensAt || closesAt) fields[interval.key] = { opensAt, closesAt };
  });
  const days: HoursProblems["days"] = {};
  for (const weekday of ISO_WEEKDAYS) {
    const day = form.intervals.filter((interval) => interval.weekday === weekday);
    const problem = day.length > 0 ? hoursErrors(form, day).intervals : undefined;
    if (problem) days[weekday] = problem;
  }
  const message = errors.outOfHoursMessage;
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
