import {
  botSelectorSchema,
  botSettingsListSchema,
  botSettingsSchema,
  botTypeListSchema,
  businessBotReportBodySchema,
  businessBotReportSchema,
  listChatBotBodySchema,
  saveChatBotBodySchema,
  saveSelectorBodySchema,
  setSelectorStatusBodySchema,
} from "../schemas/bots.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "bots";

/** Save the welcome or the name-change bot: one call the spec names three times (decision 009). */
const saveChatBot = (path: string) =>
  endpoint({
    method: "POST",
    path,
    summary: "Save the welcome or the name-change bot: its texts and whether it is on (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveChatBotBodySchema,
    answer: botSettingsSchema,
  });

/**
 * The spec names the bots' calls in three families (Admin, Selector area, Report); decision 009 maps them.
 * SaveChatBot and the report's SaveBot and AddBot are one call under three names.
 */
export const botsEndpoints = {
  types: endpoint({
    method: "GET",
    path: "/api/catalog/TypeChatBot",
    summary: "The kinds of bot",
    tag,
    access: ACCESS.signedIn,
    answer: botTypeListSchema,
  }),
  list: endpoint({
    method: "POST",
    path: "/api/admin/ListChatBot",
    summary: "The business's welcome, name-change and area-selector bots: switch and texts",
    tag,
    access: ACCESS.managers,
    query: businessIdQuerySchema,
    body: listChatBotBodySchema.optional(),
    answer: botSettingsListSchema,
  }),
  save: saveChatBot("/api/admin/SaveChatBot"),
  saveAsReportSaveBot: saveChatBot("/api/report/SaveBot"),
  saveAsReportAddBot: saveChatBot("/api/report/AddBot"),
  selector: endpoint({
    method: "POST",
    path: "/api/selector/GetBotSelector",
    summary: "The area selector: its menu, switch, the business's areas and the chats waiting on it",
    tag,
    access: ACCESS.managers,
    query: businessIdQuerySchema,
    body: listChatBotBodySchema.optional(),
    answer: botSelectorSchema,
  }),
  saveSelector: endpoint({
    method: "POST",
    path: "/api/selector/SaveBot",
    summary: "Save the area selector's texts, areas in menu order and waiting time (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveSelectorBodySchema,
    answer: botSelectorSchema,
  }),
  setSelectorStatus: endpoint({
    method: "POST",
    path: "/api/selector/SetStatusBot",
    summary:
      "Switch the area selector on or off; off sends the chats waiting on it to the general queue (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: setSelectorStatusBodySchema,
    answer: botSelectorSchema,
  }),
  report: endpoint({
    method: "POST",
    path: "/api/report/BusinessBot",
    summary: "What the bots did with the chats opened between two days (admins and supervisors)",
    tag,
    access: ACCESS.managers,
    query: businessIdQuerySchema,
    body: businessBotReportBodySchema,
    answer: businessBotReportSchema,
  }),
} as const satisfies Record<string, Endpoint>;
