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

/** A save's answer: what is stored now, and the server's words for the toast. */
export type Saved<T> = { data: T; message: string };

// Every call names the business it is about (null: the caller's own) as ?business_id=, as the business
// panel of a platform admin sends it.

/** ListChatBot: the three bots of the business (welcome, name change, selector), in that order. */
export async function fetchBots(businessId: number | null, signal?: AbortSignal): Promise<BotSettings[]> {
  const data = await api.post<unknown>("/api/admin/ListChatBot", {}, { signal, ...inBusiness(businessId) });
  return parseResponse(botSettingsListSchema, data, "ListChatBot");
}

/** SaveChatBot: the welcome or the name-change bot, texts and switch together. */
export async function saveChatBot(
  businessId: number | null,
  body: SaveChatBotBody,
): Promise<Saved<BotSettings>> {
  const { data, message } = await api.request<unknown>("/api/admin/SaveChatBot", {
    body,
    ...inBusiness(businessId),
  });
  return { data: parseResponse(botSettingsSchema, data, "SaveChatBot"), message };
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
export async function saveSelector(
  businessId: number | null,
  body: SaveSelectorBody,
): Promise<Saved<BotSelector>> {
  const { data, message } = await api.request<unknown>("/api/selector/SaveBot", {
    body,
    ...inBusiness(businessId),
  });
  return { data: parseResponse(botSelectorSchema, data, "SaveBot"), message };
}

/** SetStatusBot: switches the selector on or off (on needs at least one area in the saved menu). */
export async function setSelectorStatus(
  businessId: number | null,
  active: boolean,
): Promise<Saved<BotSelector>> {
  const { data, message } = await api.request<unknown>("/api/selector/SetStatusBot", {
    body: { active },
    ...inBusiness(businessId),
  });
  return { data: parseResponse(botSelectorSchema, data, "SetStatusBot"), message };
}
