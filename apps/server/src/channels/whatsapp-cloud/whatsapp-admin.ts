import { TEMPLATE_STATUSES, type TemplateStatus, templateParamCount } from "@consola/shared";
import type {
  ChannelRecord,
  ChannelTemplate,
  ConnectionCheck,
  NewChannelTemplate,
  ProviderFailure,
} from "../channel-adapter.js";
import { ProviderCallError } from "../channel-adapter.js";
import { providerCall, unavailableFailure } from "../provider-call.js";
import { type ProviderResponse, readJson } from "../provider-http.js";

/**
 * What an admin asks of the WhatsApp Cloud API (Meta Graph) besides sending: "probar conexión" (read the
 * phone number object with the line's token), every template with its approval state, and submitting a new
 * template to the WhatsApp Business Account (POST /{waba-id}/message_templates).
 */

const PROVIDER = "WhatsApp";
/** A guard against a paging.next loop; 20 pages of 100 is far more than any business has. */
export const MAX_TEMPLATE_PAGES = 20;

export type GraphContext = { graphUrl: string; graphOrigin: string; timeoutMs: number };

type GraphError = { message?: string; code?: number; error_subcode?: number; error_user_msg?: string };

export type GraphTemplate = {
  id?: string;
  name?: string;
  language?: string;
  category?: string;
  status?: string;
  rejected_reason?: string;
  components?: { type?: string; text?: string }[];
};

/** Meta's states beyond the five the console shows, folded into the nearest of them. */
function statusOf(status: string | undefined): TemplateStatus {
  const upper = (status ?? "").toUpperCase();
  if ((TEMPLATE_STATUSES as readonly string[]).includes(upper)) return upper as TemplateStatus;
  if (upper === "IN_APPEAL" || upper === "PENDING_DELETION") return "PENDING";
  if (upper === "LIMIT_EXCEEDED") return "PAUSED";
  return upper === "" ? "APPROVED" : "DISABLED";
}

export function graphTemplate(template: GraphTemplate): ChannelTemplate | undefined {
  if (!template.name || !template.language) return undefined;
  const body = template.components?.find((component) => component.type?.toUpperCase() === "BODY")?.text ?? "";
  const status = statusOf(template.status);
  const reason =
    template.rejected_reason && template.rejected_reason !== "NONE" ? template.rejected_reason : "";
  return {
    name: template.name,
    language: template.language,
    category: template.category ?? "",
    body,
    paramCount: templateParamCount(body),
    status,
    rejectedReason: status === "REJECTED" ? reason : "",
    providerTemplateId: template.id ?? null,
  };
}

/** A Graph error answer classified: a bad token, a line the token cannot see, or something else with its code. */
export function graphFailure(response: ProviderResponse, body: unknown): ProviderFailure {
  const error = ((body as { error?: GraphError } | undefined)?.error ?? {}) as GraphError;
  const detail = error.error_user_msg ?? error.message ?? `HTTP ${response.status}`;
  const unavailable = unavailableFailure(response, detail);
  if (unavailable) return unavailable;
  const code = error.code === undefined ? `HTTP ${response.status}` : String(error.code);
  if (response.status === 401 || error.code === 190) return { reason: "invalid_credentials", code, detail };
  // 100/33: no such object (or not for this token); 10 and 200: the token lacks permission on it.
  if ((error.code === 100 && error.error_subcode === 33) || error.code === 10 || error.code === 200) {
    return { reason: "unknown_line", code, detail };
  }
  const subcode = error.error_subcode === undefined ? "" : `/${error.error_subcode}`;
  return { reason: "provider_error", code: `${code}${subcode}`, detail };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const noToken: ProviderFailure = { reason: "invalid_credentials", code: "", detail: "no access token" };

export async function testWhatsappConnection(
  ctx: GraphContext,
  channel: ChannelRecord,
): Promise<ConnectionCheck> {
  const token = channel.credentials.accessToken;
  if (!token) return { passed: false, ...noToken };
  const url = `${ctx.graphUrl}/${encodeURIComponent(channel.externalId)}?fields=id,display_phone_number,verified_name`;
  const answer = await providerCall(PROVIDER, url, { headers: bearer(token) }, ctx.timeoutMs);
  if (!answer.ok) return { passed: false, ...answer.failure };
  const body = await readJson(answer.response);
  if (!answer.response.ok) return { passed: false, ...graphFailure(answer.response, body) };
  const phone = body as { id?: unknown; display_phone_number?: unknown } | undefined;
  if (phone?.id !== channel.externalId) {
    return { passed: false, reason: "unknown_line", code: "", detail: "the answer names another object" };
  }
  return { passed: true, detail: String(phone.display_phone_number ?? "") };
}

function wabaOf(channel: ChannelRecord): { token: string; wabaId: string } {
  const token = channel.credentials.accessToken;
  if (!token) throw new ProviderCallError(noToken);
  const wabaId = channel.credentials.wabaId;
  if (!wabaId) throw new ProviderCallError({ reason: "unknown_line", code: "", detail: "no wabaId" });
  return { token, wabaId };
}

/** Every template of the line's WhatsApp Business Account, following paging.next on the same host only. */
export async function fetchEveryTemplate(
  ctx: GraphContext,
  channel: ChannelRecord,
): Promise<ChannelTemplate[]> {
  const { token, wabaId } = wabaOf(channel);
  const query = new URLSearchParams({
    fields: "id,name,language,category,status,rejected_reason,components",
    limit: "100",
  });
  let url: string | undefined = `${ctx.graphUrl}/${encodeURIComponent(wabaId)}/message_templates?${query}`;
  const templates: ChannelTemplate[] = [];
  for (let page = 0; url && page < MAX_TEMPLATE_PAGES; page++) {
    const answer = await providerCall(PROVIDER, url, { headers: bearer(token) }, ctx.timeoutMs);
    if (!answer.ok) throw new ProviderCallError(answer.failure);
    const body = (await readJson(answer.response)) as
      | { data?: GraphTemplate[]; paging?: { next?: string } }
      | undefined;
    if (!answer.response.ok) throw new ProviderCallError(graphFailure(answer.response, body));
    for (const item of body?.data ?? []) {
      const template = graphTemplate(item);
      if (template) templates.push(template);
    }
    const next = body?.paging?.next;
    // The token goes only to the Graph host we were configured with, whatever a page says.
    url = next && new URL(next).origin === ctx.graphOrigin ? next : undefined;
  }
  return templates;
}

export async function submitWhatsappTemplate(
  ctx: GraphContext,
  channel: ChannelRecord,
  template: NewChannelTemplate,
): Promise<{ status: TemplateStatus; providerTemplateId: string | null; rejectedReason: string }> {
  const { token, wabaId } = wabaOf(channel);
  const examples = template.examples.slice(0, templateParamCount(template.body));
  const body = {
    name: template.name,
    language: template.language,
    category: template.category,
    components: [
      {
        type: "BODY",
        text: template.body,
        ...(examples.length > 0 ? { example: { body_text: [examples] } } : {}),
      },
    ],
  };
  const answer = await providerCall(
    PROVIDER,
    `${ctx.graphUrl}/${encodeURIComponent(wabaId)}/message_templates`,
    {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify(body),
    },
    ctx.timeoutMs,
  );
  if (!answer.ok) throw new ProviderCallError(answer.failure);
  const created = (await readJson(answer.response)) as { id?: unknown; status?: unknown } | undefined;
  if (!answer.response.ok) throw new ProviderCallError(graphFailure(answer.response, created));
  return {
    status: statusOf(typeof created?.status === "string" ? created.status : "PENDING"),
    providerTemplateId: typeof created?.id === "string" ? created.id : null,
    rejectedReason: "",
  };
}
