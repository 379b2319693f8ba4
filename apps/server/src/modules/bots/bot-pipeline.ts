import { fillBotText } from "@consola/shared";
import { sql } from "drizzle-orm";
import { rowOfBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import { leaveBots } from "./bot-release.js";
import { say } from "./bot-say.js";
import type { BotDecision, BotTurn, ConversationalBot } from "./bot-turn.js";
import { knownName } from "./known-name.js";
import { nameChangeBot } from "./name-change-bot.js";
import { answerOutOfHours } from "./out-of-hours-bot.js";
import { selectorBot } from "./selector-bot.js";

/** The bots that hold a chat while they wait for answers, in the order a new chat meets them. */
const CONVERSATIONAL: readonly ConversationalBot[] = [nameChangeBot, selectorBot];

/** Where the chat stands once the bots are done with this message. */
export type BotsResult = {
  status: "pending" | "bot" | "active";
  areaId: number | null;
  /** The bots let it go on this message: it joins the pending queue now (and may be assigned). */
  leftBots: boolean;
};

const standing = (turn: BotTurn, leftBots = false): BotsResult => ({
  status: turn.chat.status as BotsResult["status"],
  areaId: turn.chat.areaId,
  leftBots,
});

async function apply(turn: BotTurn, decision: BotDecision, index: number): Promise<BotsResult> {
  const { tx, chat } = turn;
  if (decision.kind === "next") {
    for (const reply of decision.replies) await say(turn, reply);
    return startFrom(turn, index + 1);
  }
  if (decision.kind === "hold") {
    const [held] = await tx
      .update(conversations)
      .set({
        status: "bot",
        botStep: decision.step,
        botData: decision.data,
        botAttempts: decision.attempts,
        botDeadlineAt: sql`now() + make_interval(mins => ${decision.timeoutMinutes})`,
      })
      .where(rowOfBusiness(conversations, chat.businessId, chat.id))
      .returning();
    if (held) turn.chat = held;
    for (const reply of decision.replies) await say(turn, reply);
    return standing(turn);
  }
  const wasHeld = chat.status === "bot";
  await leaveBots(tx, turn.events, chat, { areaId: decision.areaId, outcome: decision.outcome });
  turn.chat = { ...chat, status: "pending", areaId: decision.areaId, botOutcome: decision.outcome };
  for (const reply of decision.replies) await say(turn, reply);
  return standing(turn, wasHeld);
}

/** Runs the conversational bots from `index` on; a chat none of them keeps goes to pending. */
async function startFrom(turn: BotTurn, index: number): Promise<BotsResult> {
  for (let next = index; next < CONVERSATIONAL.length; next++) {
    const bot = CONVERSATIONAL[next];
    if (bot && (await bot.isOn(turn))) return apply(turn, await bot.start(turn), next);
  }
  if (turn.chat.status !== "bot") return standing(turn);
  return apply(turn, { kind: "release", areaId: turn.chat.areaId, outcome: "completed", replies: [] }, index);
}

/**
 * The bots in front of the agents, run on every inbound message inside its transaction (the chat row is
 * locked, so two messages of one contact take turns): out of hours, then welcome, name change and area
 * selector on a new chat; on a chat the bots hold, the bot whose question it answers. Once a person has the
 * chat (status active) or it waits in pending, no bot answers any more.
 */
export async function runInboundBots(
  turn: BotTurn,
  input: { opened: boolean; receivedAt: Date },
): Promise<BotsResult> {
  if (input.opened) {
    if (await answerOutOfHours(turn, input.receivedAt)) return standing(turn);
    if (turn.bots.welcome.active) {
      const name = knownName(turn.contact);
      await say(turn, {
        text: fillBotText(turn.bots.welcome.texts.message, { business: turn.business.name, name }),
      });
    }
    return startFrom(turn, 0);
  }
  const step = turn.chat.botStep;
  if (turn.chat.status !== "bot" || !step) return standing(turn);
  const index = CONVERSATIONAL.findIndex((bot) => bot.owns(step));
  const bot = CONVERSATIONAL[index];
  // A step no bot knows (a bot removed by an upgrade): let the chat go rather than keep it forever.
  if (!bot) return apply(turn, { kind: "release", areaId: null, outcome: "released", replies: [] }, 0);
  return apply(turn, await bot.answer(turn, step), index);
}
