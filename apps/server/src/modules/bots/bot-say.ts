import { queueOutbound } from "../messages/queue-outbound.js";
import { numberedText } from "./bot-answers.js";
import type { BotReply, BotTurn } from "./bot-turn.js";

/**
 * Sends a bot's words in the chat like any outbound message (stored, marked as the bot's, delivered by the
 * outbox over the chat's own line). A question keeps its options, which WhatsApp shows as its own controls.
 */
export async function say(turn: BotTurn, reply: BotReply): Promise<void> {
  const options = reply.options?.map(({ id, title }) => ({ id, title }));
  const body = numberedText(reply.text, options ?? []);
  await queueOutbound(turn.tx, turn.events, {
    chat: turn.chat,
    contact: { name: turn.contact.name, phoneNumber: turn.contact.phoneNumber },
    author: { kind: "bot", userId: null, name: null },
    columns: { type: "text", body, choices: options ? { prompt: reply.text, options } : null },
  });
}
