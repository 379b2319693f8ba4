import { fillBotText } from "@consola/shared";
import { rowOfBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import { businessHoursSettingsOf, holidaysOf, intervalsOf } from "../business-hours/business-hours.repo.js";
import { isOpenAt } from "../business-hours/is-open-at.js";
import { say } from "./bot-say.js";
import type { BotTurn } from "./bot-turn.js";
import { knownName } from "./known-name.js";

/**
 * Out of hours: a chat that opens while the business is closed (its hours switched on, by its own clock with
 * its extra hours; holidays are closed all day) gets the out-of-hours message once and is marked, and waits
 * in pending for the next shift with no other bot answering. True when it answered.
 */
export async function answerOutOfHours(turn: BotTurn, at: Date): Promise<boolean> {
  const settings = await businessHoursSettingsOf(turn.tx, turn.business.id);
  if (!settings?.enabled || !settings.outOfHoursMessage.trim()) return false;
  const [intervals, holidays] = await Promise.all([
    intervalsOf(turn.tx, turn.business.id),
    holidaysOf(turn.tx, turn.business.id),
  ]);
  if (isOpenAt(intervals, holidays, settings.timeZone, settings.addHours, at)) return false;
  await turn.tx
    .update(conversations)
    .set({ outOfHours: true })
    .where(rowOfBusiness(conversations, turn.business.id, turn.chat.id));
  turn.chat.outOfHours = true;
  await say(turn, {
    text: fillBotText(settings.outOfHoursMessage, { business: settings.name, name: knownName(turn.contact) }),
  });
  return true;
}
