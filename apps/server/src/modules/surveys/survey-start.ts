import type { SurveyEndReason } from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { businessChannels, businesses, contacts, surveyResponses, surveys } from "../../db/schema/index.js";
import type { PendingEvents } from "../../events/domain-events.js";
import type { ConversationRow } from "../conversations/conversation.repo.js";
import { askQuestion, sayText } from "./survey-say.js";

/** Why no survey went out (nothing is recorded for these) or the response row that records what happened. */
export type SurveyStartOutcome =
  | { status: "started"; responseId: number }
  | { status: "skipped"; responseId: number; reason: SurveyEndReason }
  | { status: "none"; why: "switch_off" | "business_inactive" | "no_survey" | "already_sent" | "answering" };

/**
 * When an unfinished survey becomes incomplete: its own time limit from when it was sent, or, on WhatsApp,
 * the end of the 24-hour window (the contact's last message plus 24 hours), whichever comes first.
 */
export function surveyDeadline(input: {
  startedAt: Date;
  timeoutMinutes: number;
  windowExpiresAt: Date | null;
}) {
  const limit = new Date(input.startedAt.getTime() + input.timeoutMinutes * 60_000);
  if (!input.windowExpiresAt) return limit;
  return input.windowExpiresAt < limit ? input.windowExpiresAt : limit;
}

/**
 * Sends the business's active survey to the contact of a chat that just closed, in the closing transaction:
 * its initial message and first question go to the outbox with the close, or neither does. The chat row is
 * locked by the caller. `requireSwitch` is false when a manager sends it by hand (/surveycontact/create).
 *
 * A WhatsApp chat whose 24-hour window has ended cannot take a free-form message: the survey is recorded as
 * skipped with that reason rather than sent. So is one to a contact who opted out of messages.
 */
export async function startSurvey(
  tx: Executor,
  events: PendingEvents,
  chat: ConversationRow,
  options: { requireSwitch: boolean },
): Promise<SurveyStartOutcome> {
  const [business] = await tx
    .select({ surveyActive: businesses.surveyActive, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, chat.businessId));
  if (business?.status !== "active") return { status: "none", why: "business_inactive" };
  if (options.requireSwitch && !business.surveyActive) return { status: "none", why: "switch_off" };

  const [survey] = await tx
    .select()
    .from(surveys)
    .where(and(ofBusiness(surveys, chat.businessId), eq(surveys.status, "active")));
  const first = survey?.questions[0];
  if (!survey || !first) return { status: "none", why: "no_survey" };

  const [sent] = await tx
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(ofBusiness(surveyResponses, chat.businessId), eq(surveyResponses.conversationId, chat.id)))
    .limit(1);
  if (sent) return { status: "none", why: "already_sent" };

  const [contact] = await tx
    .select({ name: contacts.name, phoneNumber: contacts.phoneNumber, optIn: contacts.optIn })
    .from(contacts)
    .where(rowOfBusiness(contacts, chat.businessId, chat.contactId))
    // The contact's row serializes two chats of one contact closing at once (one answering survey each).
    .for("update");
  if (!contact) return { status: "none", why: "no_survey" };
  const [answering] = await tx
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.contactId, chat.contactId), eq(surveyResponses.status, "in_progress")));
  if (answering) return { status: "none", why: "answering" };

  const [line] = await tx
    .select({ kind: businessChannels.kind })
    .from(businessChannels)
    .where(eq(businessChannels.id, chat.channelId));
  const whatsapp = line?.kind === "whatsapp";
  const now = new Date();
  const windowClosed = whatsapp && (!chat.windowExpiresAt || chat.windowExpiresAt <= now);
  const skipReason: SurveyEndReason | null = !contact.optIn
    ? "opted_out"
    : windowClosed
      ? "outside_window"
      : null;

  const base = {
    businessId: chat.businessId,
    surveyId: survey.id,
    conversationId: chat.id,
    contactId: chat.contactId,
    channelId: chat.channelId,
    agentId: chat.assignedUserId ?? chat.closedByUserId,
    areaId: chat.areaId,
  };
  if (skipReason) {
    const [skipped] = await tx
      .insert(surveyResponses)
      .values({ ...base, status: "skipped", endReason: skipReason, finishedAt: sql`now()` })
      .returning({ id: surveyResponses.id });
    if (!skipped) throw new Error("survey response insert returned no row");
    return { status: "skipped", responseId: skipped.id, reason: skipReason };
  }

  const deadlineAt = surveyDeadline({
    startedAt: now,
    timeoutMinutes: survey.timeoutMinutes,
    windowExpiresAt: whatsapp ? chat.windowExpiresAt : null,
  });
  const [response] = await tx
    .insert(surveyResponses)
    .values({ ...base, status: "in_progress", step: first.key, startedAt: now, deadlineAt })
    .returning({ id: surveyResponses.id });
  if (!response) throw new Error("survey response insert returned no row");
  const audience = { tx, events, chat, contact };
  await sayText(audience, survey.initialMessage);
  await askQuestion(audience, first);
  return { status: "started", responseId: response.id };
}
