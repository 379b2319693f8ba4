import { createHash } from "node:crypto";
import { MAX_UPLOAD_BYTES } from "@consola/shared";
import {
  type ChannelAdapter,
  type ChannelRecord,
  ChannelSendError,
  type ChannelTemplate,
} from "../channel-adapter.js";
import {
  httpSendError,
  mimeEssence,
  type ProviderResponse,
  providerFetch,
  readJson,
  readLimited,
} from "../provider-http.js";
import {
  fetchEveryTemplate,
  type GraphTemplate,
  graphTemplate,
  MAX_TEMPLATE_PAGES,
  submitWhatsappTemplate,
  testWhatsappConnection,
} from "./whatsapp-admin.js";
import { whatsappMessageBody } from "./whatsapp-outbound-body.js";

export type WhatsappCloudOptions = {
  /** https://graph.facebook.com/v21.0, or a fake's URL in tests. */
  graphUrl: string;
  timeoutMs?: number;
  /** How long a line's approved templates are reused: SendTemplate asks for them on every send. */
  templateCacheMs?: number;
};

const PROVIDER = "WhatsApp";
/** Graph error codes that mean "slow down" or "try later": the message was not accepted. */
const RETRYABLE_GRAPH_CODES = new Set([4, 80007, 130429, 131016, 131056, 133004]);

type GraphError = { message?: string; code?: number; error_data?: { details?: string } };

function graphErrorOf(body: unknown): GraphError {
  const error = (body as { error?: unknown } | undefined)?.error;
  return error && typeof error === "object" ? (error as GraphError) : {};
}

function graphFailure(response: ProviderResponse, body: unknown, action: string): ChannelSendError {
  const error = graphErrorOf(body);
  const detail = error.error_data?.details ?? error.message ?? `HTTP ${response.status}`;
  const code = error.code === undefined ? "" : ` (${error.code})`;
  const retryable =
    response.status === 429 ||
    response.status >= 500 ||
    (error.code !== undefined && RETRYABLE_GRAPH_CODES.has(error.code));
  return httpSendError(
    response,
    `${PROVIDER} ${action}${code}: ${detail}`,
    retryable,
    error.code === undefined ? undefined : String(error.code),
  );
}

function accessTokenOf(channel: ChannelRecord): string {
  const token = channel.credentials.accessToken;
  if (!token) throw new ChannelSendError("La línea de WhatsApp no tiene token de acceso configurado", false);
  return token;
}

/** WhatsApp Business Cloud API (Meta Graph): one line per phone_number_id, credentials per business. */
export function createWhatsappCloudAdapter(options: WhatsappCloudOptions): ChannelAdapter {
  const graphUrl = options.graphUrl.replace(/\/+$/, "");
  const graphOrigin = new URL(graphUrl).origin;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const cacheMs = options.templateCacheMs ?? 60_000;
  const templateCache = new Map<string, { until: number; templates: ChannelTemplate[] }>();
  const admin = { graphUrl, graphOrigin, timeoutMs };

  async function graphGet(url: string, token: string, action: string): Promise<unknown> {
    const response = await providerFetch(
      PROVIDER,
      url,
      { headers: { authorization: `Bearer ${token}` } },
      timeoutMs,
    );
    const body = await readJson(response);
    if (!response.ok) throw graphFailure(response, body, action);
    return body;
  }

  async function fetchTemplates(channel: ChannelRecord, wabaId: string): Promise<ChannelTemplate[]> {
    const token = accessTokenOf(channel);
    const query = new URLSearchParams({
      status: "APPROVED",
      fields: "id,name,language,category,status,components",
      limit: "100",
    });
    let url: string | undefined = `${graphUrl}/${encodeURIComponent(wabaId)}/message_templates?${query}`;
    const templates: ChannelTemplate[] = [];
    for (let page = 0; url && page < MAX_TEMPLATE_PAGES; page++) {
      const body = (await graphGet(url, token, "no entregó las plantillas")) as
        | { data?: GraphTemplate[]; paging?: { next?: string } }
        | undefined;
      for (const item of body?.data ?? []) {
        const template = graphTemplate(item);
        if (template?.status === "APPROVED") templates.push(template);
      }
      const next = body?.paging?.next;
      // The token goes only to the Graph host we were configured with, whatever a page says.
      url = next && new URL(next).origin === graphOrigin ? next : undefined;
    }
    return templates;
  }

  return {
    provider: "whatsapp_cloud",

    async send(channel, message) {
      const token = accessTokenOf(channel);
      const response = await providerFetch(
        PROVIDER,
        `${graphUrl}/${encodeURIComponent(channel.externalId)}/messages`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(whatsappMessageBody(message)),
        },
        timeoutMs,
      );
      const body = await readJson(response);
      if (!response.ok) throw graphFailure(response, body, "rechazó el mensaje");
      const id = (body as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
      // Accepted but unreadable: it may well be on its way, so it must not be sent again.
      if (typeof id !== "string" || id === "") {
        throw new ChannelSendError(`${PROVIDER} aceptó el mensaje sin devolver su id`, false);
      }
      return { providerMessageId: id };
    },

    async listTemplates(channel, options) {
      if (options?.every) {
        const every = await fetchEveryTemplate(admin, channel);
        // What was just read is the freshest answer sending can have.
        templateCache.delete(`${channel.id}:${channel.credentials.wabaId}`);
        return every;
      }
      const wabaId = channel.credentials.wabaId;
      // Without the WhatsApp Business Account id there is nothing to ask; the agent sees "template not found".
      if (!wabaId) return [];
      const key = `${channel.id}:${wabaId}`;
      const cached = templateCache.get(key);
      if (cached && cached.until > Date.now()) return cached.templates;
      const templates = await fetchTemplates(channel, wabaId);
      if (cacheMs > 0) templateCache.set(key, { until: Date.now() + cacheMs, templates });
      return templates;
    },

    async submitTemplate(channel, template) {
      const submitted = await submitWhatsappTemplate(admin, channel, template);
      templateCache.delete(`${channel.id}:${channel.credentials.wabaId}`);
      return submitted;
    },

    testConnection: (channel) => testWhatsappConnection(admin, channel),

    async fetchMedia(channel, mediaId) {
      const token = accessTokenOf(channel);
      const info = (await graphGet(
        `${graphUrl}/${encodeURIComponent(mediaId)}`,
        token,
        "no entregó el archivo",
      )) as { url?: unknown; mime_type?: unknown; sha256?: unknown } | undefined;
      if (typeof info?.url !== "string") throw new Error(`${PROVIDER}: media ${mediaId} has no url`);
      // The download URL also needs the bearer token (Meta's media host checks it).
      const response = await providerFetch(
        PROVIDER,
        info.url,
        { headers: { authorization: `Bearer ${token}` } },
        timeoutMs * 4,
      );
      if (!response.ok) throw graphFailure(response, await readJson(response), "no entregó el archivo");
      const data = await readLimited(response, MAX_UPLOAD_BYTES, `${PROVIDER} media ${mediaId}`);
      if (typeof info.sha256 === "string" && info.sha256 !== "") {
        const digest = createHash("sha256").update(data).digest("hex");
        if (digest !== info.sha256.toLowerCase()) throw new Error(`${PROVIDER}: media ${mediaId} is corrupt`);
      }
      const mime =
        typeof info.mime_type === "string" ? info.mime_type : (response.headers.get("content-type") ?? "");
      return { data, mime: mimeEssence(mime) };
    },
  };
}
