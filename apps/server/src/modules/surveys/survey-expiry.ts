import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { surveyResponses, surveys } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";

/**
 * Surveys past their deadline become incomplete: "timed_out" when the survey's own time limit passed,
 * "window_closed" when WhatsApp's 24-hour window ended first. Rows are claimed with SKIP LOCKED (a reply
 * being read holds its row), so instances sweep side by side; returns how many ended.
 */
export async function expireSurveys(deps: Pick<AppDeps, "db">, batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: surveyResponses.id,
          timedOut: sql<boolean>`${surveyResponses.startedAt} + make_interval(mins => ${surveys.timeoutMinutes}) <= now()`,
        })
        .from(surveyResponses)
        .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
        .where(and(eq(surveyResponses.status, "in_progress"), lte(surveyResponses.deadlineAt, sql`now()`)))
        .orderBy(surveyResponses.deadlineAt)
        .limit(batchSize)
        .for("update", { of: surveyResponses, skipLocked: true });
      for (const reason of ["timed_out", "window_closed"] as const) {
        const ids = due.filter((row) => row.timedOut === (reason === "timed_out")).map((row) => row.id);
        if (ids.length === 0) continue;
        await tx
          .update(surveyResponses)
          .set({ status: "incomplete", endReason: reason, step: null, finishedAt: sql`now()` })
          .where(inArray(surveyResponses.id, ids));
      }
      return due.length;
    });
    total += ended;
    if (ended < batchSize) return total;
  }
}
