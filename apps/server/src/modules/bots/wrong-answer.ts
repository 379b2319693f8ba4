import { BOT_LIMITS } from "@consola/shared";
import type { BotData, BotStep } from "../../db/schema/conversations.js";
import type { BotDecision, BotReply, BotTurn } from "./bot-turn.js";

/**
 * An answer that fits none of the options: the question again with a short hint, until the third wrong
 * answer, when the bot gives up (`giveUp` says what happens then).
 */
export function wrongAnswer(
  turn: BotTurn,
  retry: { step: BotStep; data: BotData; timeoutMinutes: number; hint: string; question: BotReply },
  giveUp: () => BotDecision,
): BotDecision {
  const attempts = turn.chat.botAttempts + 1;
  if (attempts >= BOT_LIMITS.wrongAnswers) return giveUp();
  const { question } = retry;
  return {
    kind: "hold",
    step: retry.step,
    data: retry.data,
    attempts,
    timeoutMinutes: retry.timeoutMinutes,
    replies: [{ ...question, text: `${retry.hint}\n\n${question.text}` }],
  };
}
