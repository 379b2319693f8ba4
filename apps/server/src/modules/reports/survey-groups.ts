import { SURVEY_REPORT_NONE, type SurveyReportArea, type SurveyReportEmployee } from "@consola/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { areas, surveyResponses, users } from "../../db/schema/index.js";
import { answerBase } from "./report-period.js";
import { figureColumns, surveyFigures } from "./survey-figures.js";
import { responsesIn, type SurveyPeriod } from "./survey-period.js";

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, "es");

/** /surveyReport/Area: the figures of each area's chats; chats of no area together, last. */
export async function surveyByArea(db: Executor, period: SurveyPeriod): Promise<SurveyReportArea> {
  const base = { ...answerBase(period), survey: period.survey, surveys: period.surveys };
  const { survey } = period;
  if (!survey) return { ...base, totals: surveyFigures(undefined), rows: [] };
  const rows = await db
    .select({ areaId: surveyResponses.areaId, name: areas.name, ...figureColumns })
    .from(surveyResponses)
    .leftJoin(areas, eq(areas.id, surveyResponses.areaId))
    .where(responsesIn({ ...period, survey }))
    .groupBy(surveyResponses.areaId, areas.name);
  const listed = rows.map((row) => ({
    areaId: row.areaId,
    name: row.name ?? SURVEY_REPORT_NONE.area,
    ...surveyFigures(row),
  }));
  return {
    ...base,
    totals: totalsOf(rows),
    rows: [
      ...listed.filter((row) => row.areaId !== null).sort(byName),
      ...listed.filter((row) => row.areaId === null),
    ],
  };
}

/** /surveyReport/Employee: each agent's satisfaction over the chats they had; chats of nobody last. */
export async function surveyByEmployee(db: Executor, period: SurveyPeriod): Promise<SurveyReportEmployee> {
  const base = { ...answerBase(period), survey: period.survey, surveys: period.surveys };
  const { survey } = period;
  if (!survey) return { ...base, totals: surveyFigures(undefined), rows: [] };
  const rows = await db
    .select({ agentId: surveyResponses.agentId, name: users.name, ...figureColumns })
    .from(surveyResponses)
    .leftJoin(users, eq(users.id, surveyResponses.agentId))
    .where(responsesIn({ ...period, survey }))
    .groupBy(surveyResponses.agentId, users.name);
  const listed = rows.map((row) => ({
    agentId: row.agentId,
    name: row.name ?? SURVEY_REPORT_NONE.agent,
    ...surveyFigures(row),
  }));
  return {
    ...base,
    totals: totalsOf(rows),
    rows: [
      ...listed.filter((row) => row.agentId !== null).sort(byName),
      ...listed.filter((row) => row.agentId === null),
    ],
  };
}

/** The groups added up: every response is in exactly one group. */
function totalsOf(rows: Parameters<typeof surveyFigures>[0][]) {
  const sum = { total: 0, complete: 0, incomplete: 0, inProgress: 0, skipped: 0, scoreSum: 0, scored: 0 };
  for (const row of rows) {
    if (!row) continue;
    sum.total += row.total;
    sum.complete += row.complete;
    sum.incomplete += row.incomplete;
    sum.inProgress += row.inProgress;
    sum.skipped += row.skipped;
    sum.scoreSum += Number(row.scoreSum ?? 0);
    sum.scored += Number(row.scored ?? 0);
  }
  return surveyFigures(sum);
}
