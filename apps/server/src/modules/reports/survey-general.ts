import { SURVEY_REPORT_COMMENTS, type SurveyQuestion, type SurveyReportGeneral } from "@consola/shared";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { areas, contacts, surveyAnswers, surveyResponses, surveys, users } from "../../db/schema/index.js";
import { answerBase, businessDaySql } from "./report-period.js";
import { figureColumns, noFigures, surveyFigures } from "./survey-figures.js";
import { answersIn, responsesIn, type SurveyPeriod } from "./survey-period.js";

type Read = SurveyPeriod & { survey: NonNullable<SurveyPeriod["survey"]> };

/** Each question's answers, in the order of the survey's latest version (answers no longer offered last). */
async function questionsOf(db: Executor, period: Read): Promise<SurveyReportGeneral["questions"]> {
  const [latest] = await db
    .select({ questions: surveys.questions })
    .from(surveys)
    .where(and(ofBusiness(surveys, period.businessId), eq(surveys.originId, period.survey.id)))
    .orderBy(desc(surveys.version))
    .limit(1);
  const counted = await db
    .select({
      key: surveyAnswers.questionKey,
      question: sql<string>`max(${surveyAnswers.questionText})`,
      open: sql<boolean>`bool_and(${surveyAnswers.answerIndex} is null)`,
      text: surveyAnswers.text,
      score: surveyAnswers.score,
      count: sql<number>`count(*)::int`,
    })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(and(answersIn(period), responsesIn(period)))
    .groupBy(surveyAnswers.questionKey, surveyAnswers.text, surveyAnswers.score);

  const defined: SurveyQuestion[] = latest?.questions ?? [];
  const keys = [...new Set([...defined.map((question) => question.key), ...counted.map((row) => row.key)])];
  return keys.map((key) => {
    const question = defined.find((candidate) => candidate.key === key);
    const rows = counted.filter((row) => row.key === key);
    const type = question?.type ?? (rows.every((row) => row.open) ? "open" : "choice");
    const answered = rows.reduce((sum, row) => sum + row.count, 0);
    const scored = rows.filter((row) => row.score !== null);
    const scoredCount = scored.reduce((sum, row) => sum + row.count, 0);
    const averageScore =
      scoredCount === 0
        ? null
        : Math.round(
            (scored.reduce((sum, row) => sum + (row.score ?? 0) * row.count, 0) / scoredCount) * 10,
          ) / 10;
    // An open question's texts are the comments, listed apart; a choice shows every answer, even unpicked.
    const offered =
      type === "choice"
        ? (question?.answers ?? []).map((answer) => ({
            text: answer.text,
            score: answer.score,
            count: rows.filter((row) => row.text === answer.text).reduce((sum, row) => sum + row.count, 0),
          }))
        : [];
    const gone =
      type === "choice"
        ? rows
            .filter((row) => !offered.some((answer) => answer.text === row.text))
            .map((row) => ({ text: row.text, score: row.score, count: row.count }))
        : [];
    return {
      key,
      text: question?.text ?? rows[0]?.question ?? key,
      type,
      answered,
      averageScore,
      answers: [...offered, ...gone],
    };
  });
}

/** What contacts wrote to the open questions, newest first. */
function commentsOf(db: Executor, period: Read) {
  return db
    .select({
      responseId: surveyResponses.id,
      at: surveyAnswers.answeredAt,
      contactName: contacts.name,
      agent: users.name,
      area: areas.name,
      question: surveyAnswers.questionText,
      text: surveyAnswers.text,
    })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .innerJoin(contacts, eq(contacts.id, surveyResponses.contactId))
    .leftJoin(users, eq(users.id, surveyResponses.agentId))
    .leftJoin(areas, eq(areas.id, surveyResponses.areaId))
    .where(and(answersIn(period), isNull(surveyAnswers.answerIndex), responsesIn(period)))
    .orderBy(desc(surveyAnswers.answeredAt), desc(surveyAnswers.id))
    .limit(SURVEY_REPORT_COMMENTS);
}

/** /surveyReport/General: the totals, surveys sent and completed per day, each question, the comments. */
export async function surveyGeneral(db: Executor, period: SurveyPeriod): Promise<SurveyReportGeneral> {
  const base = { ...answerBase(period), survey: period.survey, surveys: period.surveys };
  const { survey } = period;
  if (!survey) {
    return {
      ...base,
      totals: noFigures(),
      days: period.days.map((day) => ({ day, sent: 0, complete: 0 })),
      questions: [],
      comments: [],
    };
  }
  const read = { ...period, survey };
  const day = businessDaySql(surveyResponses.startedAt, period.clock);
  const [totals, perDay, questions, comments] = await Promise.all([
    db.select(figureColumns).from(surveyResponses).where(responsesIn(read)),
    db
      .select({
        day,
        sent: sql<number>`count(*) filter (where ${surveyResponses.status} <> 'skipped')::int`,
        complete: sql<number>`count(*) filter (where ${surveyResponses.status} = 'complete')::int`,
      })
      .from(surveyResponses)
      .where(responsesIn(read))
      // By position: the day's expression carries parameters, so its text differs between select and group by.
      .groupBy(sql`1`),
    questionsOf(db, read),
    commentsOf(db, read),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    ...base,
    totals: surveyFigures(totals[0]),
    days: period.days.map((d) => ({
      day: d,
      sent: byDay.get(d)?.sent ?? 0,
      complete: byDay.get(d)?.complete ?? 0,
    })),
    questions,
    comments: comments.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
