import {
  type ChannelLine,
  type ChannelTestResult,
  channelLineSchema,
  channelTestResultSchema,
  type SaveChannelLineBody,
  type SubmitTemplateBody,
  type WhatsappTemplate,
  whatsappTemplateSchema,
} from "@consola/shared";
import { z } from "zod";
import { configKeys } from "../../../data/config/config-keys";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

/** Keyed under configKeys: a ConfigChanged "channels" or "templates" refreshes every reader at once. */
export const channelKeys = {
  lines: [...configKeys.of("channels"), "lines"] as const,
  templates: (channelId: number) => [...configKeys.of("templates"), "line", channelId] as const,
};

const lineListSchema = z.array(channelLineSchema);
const templateListSchema = z.array(whatsappTemplateSchema);

/** ListChannels: the business's lines; credentials come back only as names and four-character hints. */
export async function fetchChannelLines(signal?: AbortSignal): Promise<ChannelLine[]> {
  const data = await api.post<unknown>("/api/config/ListChannels", {}, { signal });
  return parseResponse(lineListSchema, data, "ListChannels");
}

/** SaveChannel: empty credentials keep the stored ones. */
export async function saveChannelLine(
  body: SaveChannelLineBody,
): Promise<{ line: ChannelLine; message: string }> {
  const { data, message } = await api.request<unknown>("/api/config/SaveChannel", { body });
  return { line: parseResponse(channelLineSchema, data, "SaveChannel"), message };
}

/** TestChannel ("probar conexión"): a failed test is an answer with the provider's reason in Spanish. */
export async function testChannelLine(id: number): Promise<ChannelTestResult> {
  const data = await api.post<unknown>("/api/config/TestChannel", { id });
  return parseResponse(channelTestResultSchema, data, "TestChannel");
}

export async function fetchTemplates(channelId: number, signal?: AbortSignal): Promise<WhatsappTemplate[]> {
  const data = await api.post<unknown>("/api/config/ListTemplates", { channelId }, { signal });
  return parseResponse(templateListSchema, data, "ListTemplates");
}

export async function syncTemplates(
  channelId: number,
): Promise<{ templates: WhatsappTemplate[]; message: string }> {
  const { data, message } = await api.request<unknown>("/api/config/SyncTemplates", { body: { channelId } });
  return { templates: parseResponse(templateListSchema, data, "SyncTemplates"), message };
}

export async function submitTemplate(
  body: SubmitTemplateBody,
): Promise<{ template: WhatsappTemplate; message: string }> {
  const { data, message } = await api.request<unknown>("/api/config/SubmitTemplate", { body });
  return { template: parseResponse(whatsappTemplateSchema, data, "SubmitTemplate"), message };
}
