import { SURVEY_LIMITS, SURVEY_REPORT_MESSAGES, type SurveyReportFilters } from "@consola/shared";
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { conversations, surveyAnswers, surveyResponses, surveys } from "../../db/schema/index.js";
import { ValidationError } from "../../domain/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { chatCarries, type ReportPeriod, reportPeriod } from "./report-period.js";
import { onChannel } from "./reported-channel.js";

/** A survey report's period and filters, and the survey it reads: all the versions of one survey. */
export type SurveyPeriod = ReportPeriod & {
  survey: { id: number; name: string; versions: number } | null;
  surveys: { id: number; name: string }[];
};

/**
 * The period as /report reads it (admins and supervisors, or a platform admin naming the business), and the
 * survey asked: a first version's id of this business, or by default the active survey, else the newest.
 * Another business's survey is "not valid" here, as any id the business does not have.
 */
export async function surveyPeriod(
  db: Executor,
  auth: AuthContext,
  filters: SurveyReportFilters,
): Promise<SurveyPeriod> {
  const period = await reportPeriod(db, auth, filters);
  // The latest version of each survey names it; a business has tens of surveys, not thousands.
  const versions = await db
    .select({
      originId: surveys.originId,
      name: surveys.name,
      version: surveys.version,
      status: surveys.status,
    })
    .from(surveys)
    .where(ofBusiness(surveys, period.businessId))
    .orderBy(desc(surveys.createdAt), desc(surveys.id));
  const latest = new Map<number, { id: number; name: string; versions: number; active: boolean }>();
  for (const row of versions) {
    const known = latest.get(row.originId);
    if (!known) {
      latest.set(row.originId, {
        id: row.originId,
        name: row.name,
        versions: row.version,
        active: row.status === "active",
      });
    } else {
      known.versions = Math.max(known.versions, row.version);
      known.active ||= row.status === "active";
    }
  }
  const all = [...latest.values()];
  const chosen =
    filters.surveyId === undefined
      ? (all.find((survey) => survey.active) ?? all[0])
      : latest.get(filters.surveyId);
  if (filters.surveyId !== undefined && !chosen)
    throw new ValidationError(SURVEY_REPORT_MESSAGES.surveyInvalid);
  return {
    ...period,
    survey: chosen ? { id: chosen.id, name: chosen.name, versions: chosen.versions } : null,
    surveys: all.map(({ id, name }) => ({ id, name })),
  };
}

/** The surveyed chat carried a file: over an SMS line its survey is MMS too. */
const surveyChatHadFile = sql`coalesce((select ${conversations.carriedMedia} from ${conversations} where ${conversations.id} = ${surveyResponses.conversationId}), false)`;

/** The surveyed chat is one of the business's that meets `condition`. */
const surveyedChatIs = (period: SurveyPeriod, condition: SQL): SQL =>
  inArray(
    surveyResponses.conversationId,
    sql`(select ${conversations.id} from ${conversations} where ${ofBusiness(conversations, period.businessId)} and ${condition})`,
  );

/**
 * The surveys sent in the period (by when they went out) of the survey read, narrowed by the filters: along
 * survey_responses_report_idx (business, started at).
 */
export function responsesIn(period: SurveyPeriod & { survey: { id: number } }): SQL {
  const { agentId, areaId, labelId, campaignId, channel } = period.filters;
  return and(
    ofBusiness(surveyResponses, period.businessId),
    labelId === undefined ? undefined : surveyedChatIs(period, chatCarries(labelId)),
    campaignId === undefined ? undefined : surveyedChatIs(period, eq(conversations.campaignId, campaignId)),
    gte(surveyResponses.startedAt, period.startsAt),
    lt(surveyResponses.startedAt, period.endsAt),
    inArray(
      surveyResponses.surveyId,
      sql`(select ${surveys.id} from ${surveys} where ${ofBusiness(surveys, period.businessId)} and ${surveys.originId} = ${period.survey.id})`,
    ),
    agentId === undefined ? undefined : eq(surveyResponses.agentId, agentId),
    areaId === undefined ? undefined : eq(surveyResponses.areaId, areaId),
    channel === undefined
      ? undefined
      : onChannel(channel, surveyResponses.channelId, surveyChatHadFile, period.businessId),
  ) as SQL;
}

/**
 * The answers to the surveys sent in the period: answered after their survey went out and before its longest
 * possible time ran out, which bounds the read along survey_answers_business_time_idx; join the responses and
 * add `responsesIn` for the rest.
 */
export function answersIn(period: SurveyPeriod): SQL {
  const latest = new Date(period.endsAt.getTime() + SURVEY_LIMITS.timeoutMinutes.max * 60_000);
  return and(
    ofBusiness(surveyAnswers, period.businessId),
    gte(surveyAnswers.answeredAt, period.startsAt),
    lt(surveyAnswers.answeredAt, latest),
  ) as SQL;
}
