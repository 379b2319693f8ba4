import type { SurveyReportGeneral } from "@consola/shared";
import { type BusinessClock, formatBusinessDateTime } from "../../../lib/time/business-time";
import { daysOf } from "./report-period";

const scoreFormat = new Intl.NumberFormat("es-MX", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An average score out of 10 with one decimal ("8.4"); "—" when nothing carried a score. */
export function formatScore(score: number | null): string {
  return score === null ? "—" : scoreFormat.format(score);
}

/** `part` of `whole` as a whole percentage ("40 %"); 0 % of nothing. */
export function formatPartOf(part: number, whole: number): string {
  return `${whole === 0 ? 0 : Math.round((part / whole) * 100)} %`;
}

export type SurveyDay = SurveyReportGeneral["days"][number];

/** Every day of the answer's period, a day the server left out counted as none sent. */
export function everyDay(report: Pick<SurveyReportGeneral, "from" | "to" | "days">): SurveyDay[] {
  const byDay = new Map(report.days.map((day) => [day.day, day]));
  return daysOf({ from: report.from, to: report.to }).map(
    (day) => byDay.get(day) ?? { day, sent: 0, complete: 0 },
  );
}

const WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A comment's moment as "YYYY-MM-DD HH:mm": an instant with its zone is put on the business's clock; a wall
 * time the server already wrote on that clock (as the detailed report's) is only cut to the minute.
 */
export function formatReportMoment(at: string, clock: BusinessClock): string {
  if (WITH_ZONE.test(at)) return formatBusinessDateTime(at, clock, "YYYY-MM-DD HH:mm");
  return at.replace("T", " ").slice(0, 16);
}
