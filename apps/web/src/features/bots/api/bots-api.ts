import {
  type BotSelector,
  type BotSettings,
  botsEndpoints,
  type SaveChatBotBody,
  type SaveSelectorBody,
} from "@consola/shared";
import type { ApiResult } from "../../../lib/api/api-client";
import { call } from "../../../lib/api/call";

/** A save's answer: what is stored now, and the server's words for the toast. */
// Every call names the business it is about (null: the caller's own) as ?business_id=, as the business
// panel of a platform admin sends it.

/** ListChatBot: the three bots of the business (welcome, name change, selector), in that order. */
export async function fetchBots(businessId: number | null, signal?: AbortSignal): Promise<BotSettings[]> {
  return (await call(botsEndpoints.list, {}, { signal, business: businessId })).data;
}

/** SaveChatBot: the welcome or the name-change bot, texts and switch together. */
export function saveChatBot(
  businessId: number | null,
  body: SaveChatBotBody,
): Promise<ApiResult<BotSettings>> {
  return call(botsEndpoints.save, body, { business: businessId });
}

/** GetBotSelector: the menu, every area of the business to choose from and the chats waiting on it. */
export async function fetchBotSelector(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<BotSelector> {
  return (await call(botsEndpoints.selector, {}, { signal, business: businessId })).data;
}

/** Selector SaveBot: the menu's texts, areas in order and waiting time; the switch is apart. */
export function saveSelector(
  businessId: number | null,
  body: SaveSelectorBody,
): Promise<ApiResult<BotSelector>> {
  return call(botsEndpoints.saveSelector, body, { business: businessId });
}

/** SetStatusBot: switches the selector on or off (on needs at least one area in the saved menu). */
export function setSelectorStatus(
  businessId: number | null,
  active: boolean,
): Promise<ApiResult<BotSelector>> {
  return call(botsEndpoints.setSelectorStatus, { active }, { business: businessId });
}
