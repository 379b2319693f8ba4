import type { Executor } from "../../db/client.js";
import type { PendingEvents } from "../../events/domain-events.js";

export type InboundBotContext = {
  tx: Executor;
  events: PendingEvents;
  business: { id: number; selectorEnabled: boolean };
  conversationId: number;
  contactId: number;
  isNewConversation: boolean;
  conversationStatus: "pending" | "bot" | "active";
  message: { type: string; body: string };
};

/**
 * Where a new conversation starts: held by the area-selector bot while the business has it on, otherwise in
 * the pending queue.
 */
export function initialConversationStatus(business: { selectorEnabled: boolean }): "pending" | "bot" {
  return business.selectorEnabled ? "bot" : "pending";
}

/**
 * The bots' seam in the inbound pipeline, called inside the message's transaction after it is stored. The
 * bots (welcome, name change, area selector, out of hours) plug in here: they may queue replies and move
 * the chat out of "bot". Until they exist, nothing happens and bot-held chats wait for a manager.
 */
export async function runInboundBots(_context: InboundBotContext): Promise<void> {}
