import {
  CONVERSATION_WINDOW_HOURS,
  SURVEY_HINTS,
  SURVEY_LIMITS,
  type SurveyEndReason,
  type SurveyQuestion,
} from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { conversations, messages, surveyAnswers, surveyResponses, surveys } from "../../db/schema/index.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { pickOption } from "../bots/bot-answers.js";
import type { ConversationRow } from "../conversations/conversation.repo.js";
import { openOnLine } from "../conversations/open-conversation.js";
import { answerOptions, askQuestion, sayText } from "./survey-say.js";
import { surveyDeadline } from "./survey-start.js";

/** What a contact wrote, as the survey reads it. */
export type SurveyReplyMessage = {
  type: string;
  body: string;
  choiceId?: string | undefined;
  receivedAt: Date;
  /** An SMS "STOP": the contact wants no more messages, so the survey ends here. */
  optOut: boolean;
  /** The provider's id of the message, to see whether another delivery of it was read meanwhile. */
  providerMessageId: string;
};

/** A reply the survey takes: the message belongs to the survey's (closed) chat, and `apply` answers it. */
export type SurveyReply = {
  chat: ConversationRow;
  apply(events: PendingEvents): Promise<void>;
};

/** Longest answer kept from an open question. */
const OPEN_ANSWER_LENGTH = SURVEY_LIMITS.textLength;

type Answering = {
  id: number;
  businessId: number;
  surveyId: number;
  conversationId: number | null;
  channelId: number | null;
  step: string | null;
  attempts: number;
  startedAt: Date;
  deadlineAt: Date | null;
  questions: SurveyQuestion[];
  finalMessage: string;
  timeoutMinutes: number;
};

async function endIncomplete(tx: Executor, response: Answering, reason: SurveyEndReason) {
  await tx
    .update(surveyResponses)
    .set({ status: "incomplete", endReason: reason, step: null, finishedAt: sql`now()` })
    .where(rowOfBusiness(surveyResponses, response.businessId, response.id));
}

/** The accepted answer: its text, position and score, and the question it leads to (null: the end). */
function readAnswer(question: SurveyQuestion, message: SurveyReplyMessage) {
  if (question.type === "open") {
    const text = message.type === "text" ? message.body.trim() : "";
    if (!text) return undefined;
    return { text: text.slice(0, OPEN_ANSWER_LENGTH), index: null, score: null, next: question.next };
  }
  if (message.type !== "text") return undefined;
  const options = answerOptions(question);
  const picked = pickOption(options, message);
  if (!picked) return undefined;
  const index = options.indexOf(picked);
  const answer = question.answers[index];
  if (!answer) return undefined;
  return { text: answer.text, index, score: answer.score, next: answer.next };
}

/**
 * The inbound message of a contact who is answering a survey (decision 017), inside the message's
 * transaction. Undefined when the message is not for the survey: the contact answers no survey, wrote on
 * another line, the survey ran out of time, they asked to stop, or this is a second reply that fits no answer
 * (the survey ends incomplete and the message opens a new chat as usual). A reply the survey takes is stored
 * in the survey's closed chat: it never reopens it and no agent is notified.
 */
export async function surveyReplyFor(
  tx: Executor,
  target: {
    businessId: number;
    channelId: number;
    contact: { id: number; name: string; phoneNumber: string };
  },
  message: SurveyReplyMessage,
): Promise<SurveyReply | "duplicate" | undefined> {
  const [response] = await tx
    .select({
      id: surveyResponses.id,
      businessId: surveyResponses.businessId,
      surveyId: surveyResponses.surveyId,
      conversationId: surveyResponses.conversationId,
      channelId: surveyResponses.channelId,
      step: surveyResponses.step,
      attempts: surveyResponses.attempts,
      startedAt: surveyResponses.startedAt,
      deadlineAt: surveyResponses.deadlineAt,
      questions: surveys.questions,
      finalMessage: surveys.finalMessage,
      timeoutMinutes: surveys.timeoutMinutes,
    })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(
      and(
        ofBusiness(surveyResponses, target.businessId),
        eq(surveyResponses.contactId, target.contact.id),
        eq(surveyResponses.status, "in_progress"),
      ),
    )
    .for("update", { of: surveyResponses });
  if (!response || response.channelId !== target.channelId) return undefined;
  // Another delivery of this same message may have held the lock and answered with it: nothing to do twice.
  const [seen] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.channelId, target.channelId),
        eq(messages.providerMessageId, message.providerMessageId),
      ),
    )
    .limit(1);
  if (seen) return "duplicate";

  if (response.deadlineAt && response.deadlineAt <= message.receivedAt) {
    const limit = response.startedAt.getTime() + response.timeoutMinutes * 60_000;
    await endIncomplete(tx, response, limit <= message.receivedAt.getTime() ? "timed_out" : "window_closed");
    return undefined;
  }
  if (message.optOut) {
    await endIncomplete(tx, response, "opted_out");
    return undefined;
  }
  // An agent started a new chat with the contact meanwhile: what they write now is for that chat.
  const [openChat] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      openOnLine({
        businessId: target.businessId,
        contactId: target.contact.id,
        channelId: target.channelId,
      }),
    )
    .limit(1);
  if (openChat) {
    await endIncomplete(tx, response, "new_chat");
    return undefined;
  }
  const question = response.questions.find((candidate) => candidate.key === response.step);
  const [chat] =
    response.conversationId === null
      ? []
      : await tx
          .select()
          .from(conversations)
          .where(rowOfBusiness(conversations, response.businessId, response.conversationId))
          .for("update");
  if (!question || !chat) {
    await endIncomplete(tx, response, "send_failed");
    return undefined;
  }
  const answer = readAnswer(question, message);
  if (!answer && response.attempts >= 1) {
    await endIncomplete(tx, response, "invalid_answers");
    return undefined;
  }
  return {
    chat,
    async apply(events) {
      const audience = { tx, events, chat, contact: target.contact };
      if (!answer) {
        await tx
          .update(surveyResponses)
          .set({ attempts: response.attempts + 1 })
          .where(rowOfBusiness(surveyResponses, response.businessId, response.id));
        const hint = question.type === "choice" ? SURVEY_HINTS.pickAnswer : SURVEY_HINTS.writeAnswer;
        await askQuestion(audience, question, hint);
        return;
      }
      await tx.insert(surveyAnswers).values({
        businessId: response.businessId,
        responseId: response.id,
        questionKey: question.key,
        questionText: question.text,
        answerIndex: answer.index,
        text: answer.text,
        score: answer.score,
        answeredAt: message.receivedAt,
      });
      const scored =
        answer.score === null
          ? {}
          : {
              scoreTotal: sql`${surveyResponses.scoreTotal} + ${answer.score}`,
              scoredAnswers: sql`${surveyResponses.scoredAnswers} + 1`,
            };
      const next = answer.next
        ? response.questions.find((candidate) => candidate.key === answer.next)
        : undefined;
      if (next) {
        const windowExpiresAt = chat.windowExpiresAt
          ? new Date(message.receivedAt.getTime() + CONVERSATION_WINDOW_HOURS * 3_600_000)
          : null;
        await tx
          .update(surveyResponses)
          .set({
            ...scored,
            step: next.key,
            attempts: 0,
            deadlineAt: surveyDeadline({
              startedAt: response.startedAt,
              timeoutMinutes: response.timeoutMinutes,
              windowExpiresAt,
            }),
          })
          .where(rowOfBusiness(surveyResponses, response.businessId, response.id));
        await askQuestion(audience, next);
        return;
      }
      await tx
        .update(surveyResponses)
        .set({
          ...scored,
          status: "complete",
          step: null,
          attempts: 0,
          deadlineAt: null,
          finishedAt: sql`now()`,
        })
        .where(rowOfBusiness(surveyResponses, response.businessId, response.id));
      await sayText(audience, response.finalMessage);
    },
  };
}
