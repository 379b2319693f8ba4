import type { SurveyFigures } from "@consola/shared";
import { count, sql } from "drizzle-orm";
import { surveyResponses } from "../../db/schema/index.js";

/** The counts a figures row is made of, as one grouped select computes them. */
export const figureColumns = {
  total: count(),
  complete: sql<number>`count(*) filter (where ${surveyResponses.status} = 'complete')::int`,
  incomplete: sql<number>`count(*) filter (where ${surveyResponses.status} = 'incomplete')::int`,
  inProgress: sql<number>`count(*) filter (where ${surveyResponses.status} = 'in_progress')::int`,
  skipped: sql<number>`count(*) filter (where ${surveyResponses.status} = 'skipped')::int`,
  /** Kept on each response as its answers arrive (decision 017): no answer is read for the averages. */
  scoreSum: sql<string | null>`sum(${surveyResponses.scoreTotal})`,
  scored: sql<string | null>`sum(${surveyResponses.scoredAnswers})`,
};

type FigureCounts = {
  total: number;
  complete: number;
  incomplete: number;
  inProgress: number;
  skipped: number;
  scoreSum: string | number | null;
  scored: string | number | null;
};

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Sent (skipped ones never went out), how they ended, the completion rate and the average score. */
export function surveyFigures(row: FigureCounts | undefined): SurveyFigures {
  const counts = row ?? {
    total: 0,
    complete: 0,
    incomplete: 0,
    inProgress: 0,
    skipped: 0,
    scoreSum: 0,
    scored: 0,
  };
  const ended = counts.complete + counts.incomplete;
  const scored = Number(counts.scored ?? 0);
  return {
    sent: counts.total - counts.skipped,
    complete: counts.complete,
    incomplete: counts.incomplete,
    inProgress: counts.inProgress,
    skipped: counts.skipped,
    completionRate: ended === 0 ? null : Math.round((counts.complete / ended) * 1000) / 1000,
    averageScore: scored === 0 ? null : tenth(Number(counts.scoreSum ?? 0) / scored),
    scoredAnswers: scored,
  };
}

export const noFigures = (): SurveyFigures => surveyFigures(undefined);
