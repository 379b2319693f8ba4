import {
  CHANNEL_KIND_NAMES,
  type ChannelKind,
  SURVEY_END_REASON_NAMES,
  SURVEY_REPORT_CSV_COLUMNS,
  SURVEY_RESPONSE_STATUS_NAMES,
  type SurveyReportFilters,
} from "@consola/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import {
  areas,
  businessChannels,
  contacts,
  conversations,
  surveyAnswers,
  surveyResponses,
  surveys,
  users,
} from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { formatBusinessTime } from "../../time/business-time.js";
import { type Cell, type ReportCsv, recordExport, streamCsv } from "./report-csv.js";
import { reportedKind } from "./reported-channel.js";
import { responsesIn, type SurveyPeriod, surveyPeriod } from "./survey-period.js";

/** Surveys read from the database at a time: the file streams out while the next batch is read. */
const BATCH = 1_000;

type Read = SurveyPeriod & { survey: NonNullable<SurveyPeriod["survey"]> };

/** The surveys sent in the period, oldest first, a batch at a time along the report index (started at, id). */
async function* responsesOf(db: Executor, period: Read) {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: surveyResponses.id,
        survey: surveys.name,
        version: surveys.version,
        startedAt: surveyResponses.startedAt,
        status: surveyResponses.status,
        endReason: surveyResponses.endReason,
        contact: contacts.name,
        phone: contacts.phoneNumber,
        // Null without a line (a response whose line was removed), as the line's own kind was.
        channel: sql<ChannelKind | null>`${reportedKind(businessChannels.kind, sql`coalesce(${conversations.carriedMedia}, false)`)}`,
        agent: users.name,
        area: areas.name,
        // The cursor as the database wrote it (microseconds kept), so the next page starts exactly after it.
        cursor: sql<string>`to_char(${surveyResponses.startedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(surveyResponses)
      .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
      .innerJoin(contacts, eq(contacts.id, surveyResponses.contactId))
      .leftJoin(businessChannels, eq(businessChannels.id, surveyResponses.channelId))
      .leftJoin(conversations, eq(conversations.id, surveyResponses.conversationId))
      .leftJoin(users, eq(users.id, surveyResponses.agentId))
      .leftJoin(areas, eq(areas.id, surveyResponses.areaId))
      .where(
        and(
          responsesIn(period),
          after
            ? sql`(${surveyResponses.startedAt}, ${surveyResponses.id}) > (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(surveyResponses.startedAt), asc(surveyResponses.id))
      .limit(BATCH);
    if (page.length === 0) return;
    const answers = await db
      .select()
      .from(surveyAnswers)
      .where(
        and(
          ofBusiness(surveyAnswers, period.businessId),
          inArray(
            surveyAnswers.responseId,
            page.map((row) => row.id),
          ),
        ),
      )
      .orderBy(asc(surveyAnswers.answeredAt), asc(surveyAnswers.id));
    yield { page, answers };
    const last = page.at(-1);
    if (page.length < BATCH || !last) return;
    after = { at: last.cursor, id: last.id };
  }
}

async function* recordsOf(db: Executor, period: SurveyPeriod): AsyncIterable<Cell[]> {
  const { survey } = period;
  if (!survey) return;
  const time = (instant: Date) => formatBusinessTime(instant, period.clock);
  for await (const { page, answers } of responsesOf(db, { ...period, survey })) {
    for (const response of page) {
      const sent = [
        response.survey,
        response.version,
        response.id,
        time(response.startedAt),
        SURVEY_RESPONSE_STATUS_NAMES[response.status],
        response.endReason ? SURVEY_END_REASON_NAMES[response.endReason] : "",
        response.contact,
        response.phone,
        response.channel ? CHANNEL_KIND_NAMES[response.channel] : "",
        response.agent ?? "",
        response.area ?? "",
      ];
      const its = answers.filter((answer) => answer.responseId === response.id);
      // A survey nobody answered still has its row, with the answer's cells empty.
      if (its.length === 0) yield [...sent, "", "", "", ""];
      for (const answer of its) {
        yield [...sent, answer.questionText, answer.text, answer.score, time(answer.answeredAt)];
      }
    }
  }
}

/** GET /surveyReport/Download: one row per answer of the surveys sent in the period, streamed. */
export async function surveyReportCsv(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { filters: SurveyReportFilters; ip: string },
): Promise<ReportCsv> {
  const period = await surveyPeriod(deps.db, auth, input.filters);
  const business = await recordExport(deps.db, auth, period.businessId, input.ip);
  const name = period.survey?.name ?? "Encuestas";
  return streamCsv(
    SURVEY_REPORT_CSV_COLUMNS,
    recordsOf(deps.db, period),
    `Encuesta ${name} ${business} ${period.from} a ${period.to}.csv`,
  );
}
