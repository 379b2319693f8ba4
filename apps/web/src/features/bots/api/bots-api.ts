import {
  type BotSelector,
  type BotSettings,
  botSelectorSchema,
  botSettingsListSchema,
  botSettingsSchema,
  type SaveChatBotBody,
  type SaveSelectorBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";
import { postInBusiness, type Saved } from "../../../lib/api/post-in-business";

/** A save's answer: what is stored now, and the server's words for the toast. */
// Every call names the business it is about (null: the caller's own) as ?business_id=, as the business
// panel of a platform admin sends it.

/** ListChatBot: the three bots of the business (welcome, name change, selector), in that order. */
export async function fetchBots(businessId: number | null, signal?: AbortSignal): Promise<BotSettings[]> {
  const data = await api.post<unknown>("/api/admin/ListChatBot", {}, { signal, ...inBusiness(businessId) });
  return parseResponse(botSettingsListSchema, data, "ListChatBot");
}

/** SaveChatBot: the welcome or the name-change bot, texts and switch together. */
export function saveChatBot(businessId: number | null, body: SaveChatBotBody): Promise<Saved<BotSettings>> {
  return postInBusiness("/api/admin/SaveChatBot", botSettingsSchema, businessId, body);
}

/** GetBotSelector: the menu, every area of the business to choose from and the chats waiting on it. */
export async function fetchBotSelector(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<BotSelector> {
  const data = await api.post<unknown>(
    "/api/selector/GetBotSelector",
    {},
    { signal, ...inBusiness(businessId) },
  );
  return parseResponse(botSelectorSchema, data, "GetBotSelector");
}

/** Selector SaveBot: the menu's texts, areas in order and waiting time; the switch is apart. */
export function saveSelector(businessId: number | null, body: SaveSelectorBody): Promise<Saved<BotSelector>> {
  return postInBusiness("/api/selector/SaveBot", botSelectorSchema, businessId, body);
}

/** SetStatusBot: switches the selector on or off (on needs at least one area in the saved menu). */
export function setSelectorStatus(businessId: number | null, active: boolean): Promise<Saved<BotSelector>> {
  return postInBusiness("/api/selector/SetStatusBot", botSelectorSchema, businessId, { active });
}
