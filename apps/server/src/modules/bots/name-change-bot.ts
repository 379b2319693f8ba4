import { BOT_HINTS, contactNameInput, fillBotText } from "@consola/shared";
import { rowOfBusiness } from "../../db/of-business.js";
import type { BotStep } from "../../db/schema/conversations.js";
import { contacts } from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import { pickOption, quotedName, yesNoOptions } from "./bot-answers.js";
import type { BotDecision, BotReply, BotTurn, ConversationalBot } from "./bot-turn.js";
import { knownName } from "./known-name.js";
import { wrongAnswer } from "./wrong-answer.js";

/**
 * The name-change bot, the spec's four steps: the first message offers to change the name (option selection:
 * yes or no), then asks for the name between quotes, then confirms it; a confirmed name becomes the contact's.
 */
const texts = (turn: BotTurn) => turn.bots.name_change.texts;
const fill = (turn: BotTurn, text: string, name = knownName(turn.contact)) =>
  fillBotText(text, { business: turn.business.name, name });

function offer(turn: BotTurn): BotReply {
  const { firstMessage, yesOption, noOption } = texts(turn);
  return { text: fill(turn, firstMessage), options: yesNoOptions({ yes: yesOption, no: noOption }) };
}

const askName = (turn: BotTurn): BotReply => ({ text: fill(turn, texts(turn).askName) });

function confirm(turn: BotTurn, name: string): BotReply {
  return {
    text: fill(turn, texts(turn).confirm, name),
    options: yesNoOptions({ yes: BOT_HINTS.yes, no: BOT_HINTS.no }),
  };
}

function hold(turn: BotTurn, step: BotStep, reply: BotReply, name?: string): BotDecision {
  return {
    kind: "hold",
    step,
    data: name === undefined ? {} : { name },
    attempts: 0,
    timeoutMinutes: texts(turn).timeoutMinutes,
    replies: [reply],
  };
}

/** After three wrong answers the chat goes on to the next bot with the name it had. */
const giveUp = (): BotDecision => ({ kind: "next", replies: [] });

async function saveName(turn: BotTurn, name: string): Promise<void> {
  await turn.tx
    .update(contacts)
    .set({ name })
    .where(rowOfBusiness(contacts, turn.business.id, turn.contact.id));
  await recordAudit(turn.tx, {
    businessId: turn.business.id,
    actorUserId: null,
    action: "contact.renamed_by_bot",
    entity: "contact",
    entityId: turn.contact.id,
    data: { from: turn.contact.name, to: name },
  });
  turn.contact.name = name;
  // The chat rows show the contact's name: every list holding the chat reads it again.
  turn.events.add("conversation.updated", {
    businessId: turn.business.id,
    conversationId: turn.chat.id,
    contactId: turn.contact.id,
    assignedUserId: turn.chat.assignedUserId,
  });
}

function answerOffer(turn: BotTurn): BotDecision {
  const { yesOption, noOption, timeoutMinutes } = texts(turn);
  const picked = pickOption(yesNoOptions({ yes: yesOption, no: noOption }), turn.message);
  if (picked?.id === "yes") return hold(turn, "name_change:capture", askName(turn));
  if (picked?.id === "no") return { kind: "next", replies: [] };
  return wrongAnswer(
    turn,
    {
      step: "name_change:offer",
      data: {},
      timeoutMinutes,
      hint: BOT_HINTS.pickOption,
      question: offer(turn),
    },
    giveUp,
  );
}

function answerCapture(turn: BotTurn): BotDecision {
  const { timeoutMinutes } = texts(turn);
  const written = quotedName(turn.message.body);
  const parsed = written === undefined ? undefined : contactNameInput.safeParse(written);
  if (parsed?.success) return hold(turn, "name_change:confirm", confirm(turn, parsed.data), parsed.data);
  // A name with digits or symbols gets the contacts screen's own reason; no quotes, the quotes hint.
  const hint = parsed?.error.issues[0]?.message ?? BOT_HINTS.nameInQuotes;
  return wrongAnswer(
    turn,
    { step: "name_change:capture", data: {}, timeoutMinutes, hint, question: askName(turn) },
    giveUp,
  );
}

async function answerConfirm(turn: BotTurn): Promise<BotDecision> {
  const name = turn.chat.botData?.name;
  if (!name) return hold(turn, "name_change:capture", askName(turn));
  const picked = pickOption(yesNoOptions({ yes: BOT_HINTS.yes, no: BOT_HINTS.no }), turn.message);
  if (picked?.id === "yes") {
    await saveName(turn, name);
    return { kind: "next", replies: [{ text: fill(turn, texts(turn).done, name) }] };
  }
  if (picked?.id === "no") return hold(turn, "name_change:capture", askName(turn));
  return wrongAnswer(
    turn,
    {
      step: "name_change:confirm",
      data: { name },
      timeoutMinutes: texts(turn).timeoutMinutes,
      hint: BOT_HINTS.pickOption,
      question: confirm(turn, name),
    },
    giveUp,
  );
}

export const nameChangeBot: ConversationalBot = {
  isOn: (turn) => turn.bots.name_change.active,
  start: (turn) => hold(turn, "name_change:offer", offer(turn)),
  owns: (step) => step.startsWith("name_change:"),
  answer(turn, step) {
    if (step === "name_change:capture") return answerCapture(turn);
    if (step === "name_change:confirm") return answerConfirm(turn);
    return answerOffer(turn);
  },
};
