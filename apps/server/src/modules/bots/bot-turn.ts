import type { BotOutcome } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import type { BotData, BotStep } from "../../db/schema/conversations.js";
import type { PendingEvents } from "../../events/domain-events.js";
import type { ConversationRow } from "../conversations/conversation.repo.js";
import type { BotOption } from "./bot-answers.js";
import type { BusinessBots } from "./bot-settings.repo.js";

/** One inbound message as the bots see it, inside the message's transaction (the chat row is locked). */
export type BotTurn = {
  tx: Executor;
  events: PendingEvents;
  business: { id: number; name: string };
  bots: BusinessBots;
  chat: ConversationRow;
  contact: { id: number; name: string; phoneNumber: string };
  message: { type: string; body: string; choiceId?: string | undefined };
};

/** What a bot says: a text, or a question with options (buttons or a list on WhatsApp, numbered elsewhere). */
export type BotReply = { text: string; options?: readonly BotOption[] };

/**
 * What a bot decides on a turn: keep the chat and wait for the next answer; hand over to the next bot; or let
 * the chat go to the pending queue (of an area, or the general one).
 */
export type BotDecision =
  | {
      kind: "hold";
      step: BotStep;
      data: BotData;
      attempts: number;
      timeoutMinutes: number;
      replies: BotReply[];
    }
  | { kind: "next"; replies: BotReply[] }
  | { kind: "release"; areaId: number | null; outcome: BotOutcome; replies: BotReply[] };

/** A conversational bot: it asks, then reads the answers to its questions until it is done. */
export type ConversationalBot = {
  /** Whether it runs for this business now (switched on, and with something to offer). */
  isOn(turn: BotTurn): Promise<boolean> | boolean;
  /** Its first question on a new chat. */
  start(turn: BotTurn): Promise<BotDecision> | BotDecision;
  /** Whether a stored step is one of its questions. */
  owns(step: BotStep): boolean;
  /** The contact answered one of its questions. */
  answer(turn: BotTurn, step: BotStep): Promise<BotDecision> | BotDecision;
};
