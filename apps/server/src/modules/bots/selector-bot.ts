import { BOT_HINTS, fillBotText, SELECTOR_AREA_PLACEHOLDER } from "@consola/shared";
import type { BotData } from "../../db/schema/conversations.js";
import { type BotOption, pickOption } from "./bot-answers.js";
import { offeredAreas } from "./bot-settings.repo.js";
import type { BotDecision, BotReply, BotTurn, ConversationalBot } from "./bot-turn.js";
import { knownName } from "./known-name.js";
import { wrongAnswer } from "./wrong-answer.js";

type MenuOption = BotOption & { areaId: number };

/**
 * The area selector: a menu of the business's areas; the chosen area's pending queue (and its agents, when
 * assignment is by area) gets the chat. The menu is kept as it was sent, so the numbers a contact answers
 * with mean what they read even if the menu is edited meanwhile.
 */
const texts = (turn: BotTurn) => turn.bots.selector.texts;

async function menu(turn: BotTurn): Promise<MenuOption[]> {
  const areas = await offeredAreas(turn.tx, turn.business.id, texts(turn).areas);
  return areas.map((area) => ({
    id: `area-${area.areaId}`,
    title: area.title,
    also: [area.name],
    areaId: area.areaId,
  }));
}

function question(turn: BotTurn, options: readonly MenuOption[]): BotReply {
  const text = fillBotText(texts(turn).message, {
    business: turn.business.name,
    name: knownName(turn.contact),
  });
  return { text, options };
}

const stored = (options: readonly MenuOption[]): BotData => ({
  options: options.map(({ id, title, areaId, also }) => ({
    id,
    title,
    areaId,
    ...(also ? { also: [...also] } : {}),
  })),
});

const toGeneralQueue = (outcome: "gave_up" | "released"): BotDecision => ({
  kind: "release",
  areaId: null,
  outcome,
  replies: [],
});

async function answer(turn: BotTurn): Promise<BotDecision> {
  const options = (turn.chat.botData?.options ?? []).flatMap((option) =>
    option.areaId === undefined ? [] : [{ ...option, areaId: option.areaId }],
  );
  const picked = pickOption(options, turn.message);
  if (!picked) {
    return wrongAnswer(
      turn,
      {
        step: "selector",
        data: stored(options),
        timeoutMinutes: texts(turn).timeoutMinutes,
        hint: BOT_HINTS.pickOption,
        question: question(turn, options),
      },
      () => toGeneralQueue("gave_up"),
    );
  }
  // An area taken out of the menu (or removed) since the menu went out: nobody waits there any more.
  const current = (await menu(turn)).find((option) => option.areaId === picked.areaId);
  if (!current) return toGeneralQueue("released");
  const area = current.also?.[0] ?? current.title;
  const chosen = fillBotText(texts(turn).chosenMessage.replaceAll(SELECTOR_AREA_PLACEHOLDER, area), {
    business: turn.business.name,
    name: knownName(turn.contact),
  });
  return { kind: "release", areaId: current.areaId, outcome: "completed", replies: [{ text: chosen }] };
}

export const selectorBot: ConversationalBot = {
  isOn: (turn) => turn.bots.selector.active && texts(turn).areas.length > 0,
  async start(turn) {
    const options = await menu(turn);
    // Every area of the menu was removed since it was saved: nothing to ask, the next step takes the chat.
    if (options.length === 0) return { kind: "next", replies: [] };
    return {
      kind: "hold",
      step: "selector",
      data: stored(options),
      attempts: 0,
      timeoutMinutes: texts(turn).timeoutMinutes,
      replies: [question(turn, options)],
    };
  },
  owns: (step) => step === "selector",
  answer: (turn) => answer(turn),
};
