import {
  type ChannelLine,
  type ChannelTestResult,
  channelLinesEndpoints,
  type SaveChannelLineBody,
  type SubmitTemplateBody,
  templatesEndpoints,
  type WhatsappTemplate,
} from "@consola/shared";
import { call } from "../../../lib/api/call";

// Every call names the business it is about (null: the caller's own), as the business panel of a platform
// admin sends it.

/** ListChannels: the business's lines; credentials come back only as names and four-character hints. */
export async function fetchChannelLines(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<ChannelLine[]> {
  return (await call(channelLinesEndpoints.listChannels, {}, { signal, business: businessId })).data;
}

/** SaveChannel: empty credentials keep the stored ones. */
export async function saveChannelLine(
  businessId: number | null,
  body: SaveChannelLineBody,
): Promise<{ line: ChannelLine; message: string }> {
  const { data, message } = await call(channelLinesEndpoints.saveChannel, body, { business: businessId });
  return { line: data, message };
}

/** TestChannel ("probar conexión"): a failed test is an answer with the provider's reason in Spanish. */
export async function testChannelLine(businessId: number | null, id: number): Promise<ChannelTestResult> {
  return (await call(channelLinesEndpoints.testChannel, { id }, { business: businessId })).data;
}

export async function fetchTemplates(
  businessId: number | null,
  channelId: number,
  signal?: AbortSignal,
): Promise<WhatsappTemplate[]> {
  return (await call(templatesEndpoints.list, { channelId }, { signal, business: businessId })).data;
}

export async function syncTemplates(
  businessId: number | null,
  channelId: number,
): Promise<{ templates: WhatsappTemplate[]; message: string }> {
  const { data, message } = await call(templatesEndpoints.sync, { channelId }, { business: businessId });
  return { templates: data, message };
}

export async function submitTemplate(
  businessId: number | null,
  body: SubmitTemplateBody,
): Promise<{ template: WhatsappTemplate; message: string }> {
  const { data, message } = await call(templatesEndpoints.submit, body, { business: businessId });
  return { template: data, message };
}
