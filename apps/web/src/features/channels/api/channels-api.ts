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
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";
import { postInBusiness } from "../../../lib/api/post-in-business";

/**
 * Keyed under configKeys.in(kind, business): a ConfigChanged "channels" or "templates" refreshes every
 * reader at once, and the business panel's reads of another business never mix with one's own.
 */
export const channelKeys = {
  lines: (businessId: number | null) => [...configKeys.in("channels", businessId), "lines"] as const,
  templates: (businessId: number | null, channelId: number) =>
    [...configKeys.in("templates", businessId), "line", channelId] as const,
};

const lineListSchema = z.array(channelLineSchema);
const templateListSchema = z.array(whatsappTemplateSchema);

// Every call names the business it is about (null: the caller's own) as ?business_id=, as the business
// panel of a platform admin sends it.

/** ListChannels: the business's lines; credentials come back only as names and four-character hints. */
export async function fetchChannelLines(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<ChannelLine[]> {
  const data = await api.post<unknown>("/api/config/ListChannels", {}, { signal, ...inBusiness(businessId) });
  return parseResponse(lineListSchema, data, "ListChannels");
}

/** SaveChannel: empty credentials keep the stored ones. */
export async function saveChannelLine(
  businessId: number | null,
  body: SaveChannelLineBody,
): Promise<{ line: ChannelLine; message: string }> {
  const { data, message } = await postInBusiness(
    "/api/config/SaveChannel",
    channelLineSchema,
    businessId,
    body,
  );
  return { line: data, message };
}

/** TestChannel ("probar conexión"): a failed test is an answer with the provider's reason in Spanish. */
export async function testChannelLine(businessId: number | null, id: number): Promise<ChannelTestResult> {
  const data = await api.post<unknown>("/api/config/TestChannel", { id }, inBusiness(businessId));
  return parseResponse(channelTestResultSchema, data, "TestChannel");
}

export async function fetchTemplates(
  businessId: number | null,
  channelId: number,
  signal?: AbortSignal,
): Promise<WhatsappTemplate[]> {
  const data = await api.post<unknown>(
    "/api/config/ListTemplates",
    { channelId },
    { signal, ...inBusiness(businessId) },
  );
  return parseResponse(templateListSchema, data, "ListTemplates");
}

export async function syncTemplates(
  businessId: number | null,
  channelId: number,
): Promise<{ templates: WhatsappTemplate[]; message: string }> {
  const { data, message } = await postInBusiness(
    "/api/config/SyncTemplates",
    templateListSchema,
    businessId,
    { channelId },
  );
  return { templates: data, message };
}

export async function submitTemplate(
  businessId: number | null,
  body: SubmitTemplateBody,
): Promise<{ template: WhatsappTemplate; message: string }> {
  const { data, message } = await postInBusiness(
    "/api/config/SubmitTemplate",
    whatsappTemplateSchema,
    businessId,
    body,
  );
  return { template: data, message };
}
