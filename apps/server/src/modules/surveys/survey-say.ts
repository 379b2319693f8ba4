import type { SurveyQuestion } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import type { PendingEvents } from "../../events/domain-events.js";
import type { BotOption } from "../bots/bot-answers.js";
import { sayAsBot } from "../bots/bot-say.js";
import type { ConversationRow } from "../conversations/conversation.repo.js";

/** Where a survey's words go: the chat it followed (closed), to its contact, over its line. */
export type SurveyAudience = {
  tx: Executor;
  events: PendingEvents;
  chat: ConversationRow;
  contact: { name: string; phoneNumber: string };
};

/** A choice question's answers as options: WhatsApp shows them as buttons or a list, other lines numbered. */
export function answerOptions(question: SurveyQuestion): BotOption[] {
  return question.answers.map((answer, index) => ({ id: `answer-${index + 1}`, title: answer.text }));
}

/** Sends a survey text (its initial or final message) as the bot, through the outbox. */
export async function sayText(audience: SurveyAudience, text: string): Promise<void> {
  await sayAsBot(audience, { text });
}

/** Sends a question: its text (after a hint, when it is asked again) and, for a choice, its answers. */
export async function askQuestion(
  audience: SurveyAudience,
  question: SurveyQuestion,
  hint?: string,
): Promise<void> {
  const text = hint ? `${hint}\n\n${question.text}` : question.text;
  await sayAsBot(
    audience,
    question.type === "choice" ? { text, options: answerOptions(question) } : { text },
  );
}
