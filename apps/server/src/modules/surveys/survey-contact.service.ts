import { BUSINESS_MANAGER_ROLES, SURVEY_MESSAGES, type SurveyContactResponse } from "@consola/shared";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { ofBusiness } from "../../db/of-business.js";
import { surveyAnswers, surveyResponses, surveys } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { getConversation, lockConversation } from "../conversations/conversation.repo.js";
import { type SurveyStartOutcome, startSurvey } from "./survey-start.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Why a survey could not go out by hand, in the words the manager reads. */
function refusal(outcome: Exclude<SurveyStartOutcome, { status: "started" }>): string {
  if (outcome.status === "skipped") {
    return outcome.reason === "outside_window" ? SURVEY_MESSAGES.outsideWindow : SURVEY_MESSAGES.sendFailed;
  }
  switch (outcome.why) {
    case "no_survey":
      return SURVEY_MESSAGES.noActiveSurvey;
    case "already_sent":
      return SURVEY_MESSAGES.alreadySent;
    case "answering":
      return SURVEY_MESSAGES.contactAnswering;
    default:
      return SURVEY_MESSAGES.sendFailed;
  }
}

/**
 * POST /surveycontact/create: a manager sends the active survey to the contact of an ended chat now (the
 * switch was off when it closed, or it timed out). The same start as after a close; whatever stops it
 * answers 400 with its reason and records nothing.
 */
export async function sendSurveyToContact(
  deps: Deps,
  auth: AuthContext,
  input: { conversation_id: number; business_id?: number | undefined; ip: string },
): Promise<{ responseId: number }> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.business_id, BUSINESS_MANAGER_ROLES);
  return transact(deps, async (tx, events) => {
    const chat = await lockConversation(tx, businessId, input.conversation_id);
    if (chat.endReason !== "closed" && chat.endReason !== "timed_out") {
      throw new ValidationError(SURVEY_MESSAGES.chatNotClosed);
    }
    const outcome = await startSurvey(tx, events, chat, { requireSwitch: false });
    if (outcome.status !== "started") throw new ValidationError(refusal(outcome));
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: "survey_sent",
      entity: "conversation",
      entityId: chat.id,
      data: { responseId: outcome.responseId },
      ip: input.ip,
    });
    return { responseId: outcome.responseId };
  });
}

/** POST /surveycontact/response: the surveys sent in a chat, newest first, each with its answers. */
export async function surveyResponsesOfChat(
  deps: Deps,
  auth: AuthContext,
  input: { conversation_id: number; business_id?: number | undefined },
): Promise<SurveyContactResponse[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.business_id, BUSINESS_MANAGER_ROLES);
  const chat = await getConversation(deps.db, businessId, input.conversation_id);
  const responses = await deps.db
    .select({
      id: surveyResponses.id,
      surveyId: surveys.originId,
      surveyName: surveys.name,
      version: surveys.version,
      status: surveyResponses.status,
      endReason: surveyResponses.endReason,
      startedAt: surveyResponses.startedAt,
      finishedAt: surveyResponses.finishedAt,
    })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(and(ofBusiness(surveyResponses, businessId), eq(surveyResponses.conversationId, chat.id)))
    .orderBy(desc(surveyResponses.startedAt), desc(surveyResponses.id));
  if (responses.length === 0) return [];
  const answers = await deps.db
    .select()
    .from(surveyAnswers)
    .where(
      and(
        ofBusiness(surveyAnswers, businessId),
        inArray(
          surveyAnswers.responseId,
          responses.map((response) => response.id),
        ),
      ),
    )
    .orderBy(asc(surveyAnswers.answeredAt), asc(surveyAnswers.id));
  return responses.map((response) => ({
    ...response,
    startedAt: response.startedAt.toISOString(),
    finishedAt: response.finishedAt?.toISOString() ?? null,
    answers: answers
      .filter((answer) => answer.responseId === response.id)
      .map((answer) => ({
        question: answer.questionText,
        text: answer.text,
        score: answer.score,
        answeredAt: answer.answeredAt.toISOString(),
      })),
  }));
}
