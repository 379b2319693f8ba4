import { queueOutbound } from "../messages/queue-outbound.js";
import { numberedText } from "./bot-answers.js";
import type { BotReply, BotTurn } from "./bot-turn.js";

/**
 * Sends a bot's words in the chat like any outbound message (stored, marked as the bot's, delivered by the
 * outbox over the chat's own line). A question keeps its options, which WhatsApp shows as its own controls.
 */
export async function say(turn: BotTurn, reply: BotReply): Promise<void> {
  await sayAsBot(turn, reply);
}

/** The same for anything that speaks as the bot in a chat (the satisfaction survey after a close). */
export async function sayAsBot(
  audience: Pick<BotTurn, "tx" | "events" | "chat"> & { contact: { name: string; phoneNumber: string } },
  reply: BotReply,
): Promise<void> {
  const options = reply.options?.map(({ id, title }) => ({ id, title }));
  const body = numberedText(reply.text, options ?? []);
  await queueOutbound(audience.tx, audience.events, {
    chat: audience.chat,
    contact: { name: audience.contact.name, phoneNumber: audience.contact.phoneNumber },
    author: { kind: "bot", userId: null, name: null },
    columns: { type: "text", body, choices: options ? { prompt: reply.text, options } : null },
  });
}
