import { createHash, randomBytes } from "node:crypto";
import {
  bearerOf,
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
  startFakeServer,
} from "./fake-http-server.js";

/**
 * A local Meta Graph API for WhatsApp Cloud: POST /{phone-number-id}/messages, GET /{phone-number-id} (the
 * ownership check of a saved line), GET /{waba-id}/message_templates (paged with paging.next), GET /{media-id}
 * and the media download URL, each checking the bearer token and answering with the Cloud API's own shapes
 * and error bodies.
 */

export type FakeTemplate = {
  name: string;
  language: string;
  category: string;
  status: "APPROVED" | "PENDING" | "REJECTED" | "PAUSED" | "DISABLED";
  body: string;
  /** Meta's reason for a REJECTED template (INVALID_FORMAT, SCAM…); NONE otherwise. */
  rejectedReason?: string;
};
/** A template our adapter submitted (POST /{waba-id}/message_templates), as Meta received it. */
export type SubmittedTemplate = { wabaId: string; id: string; body: Record<string, unknown> };

type Line = { accessToken: string; wabaId?: string; displayPhoneNumber?: string };
type Media = { data: Buffer; mime: string; accessToken: string };
/** A message the fake accepted: what our adapter sent, and the id it was given. */
export type AcceptedMessage = {
  phoneNumberId: string;
  id: string;
  body: Record<string, unknown>;
  request: RecordedRequest;
};

export type FakeWhatsappGraph = FakeServer & {
  /** What WHATSAPP_GRAPH_URL would be: the server plus the API version. */
  graphUrl: string;
  accepted: AcceptedMessage[];
  submitted: SubmittedTemplate[];
  addLine(phoneNumberId: string, line: Line): void;
  setTemplates(wabaId: string, templates: FakeTemplate[]): void;
  templatesOf(wabaId: string): FakeTemplate[];
  addMedia(mediaId: string, media: Media): void;
  /** Answers a send to this number (digits) with a Cloud API refusal (HTTP 400). */
  refuseRecipient(to: string, error: { code: number; message: string; details?: string }): void;
};

export const VERSION = "v21.0";
/** Template pages are this small so a handful of templates already spans several pages. */
const PAGE_SIZE = 2;

const graphError = (status: number, error: Record<string, unknown>): FakeReply => ({
  status,
  ...(status === 401 ? { headers: { "www-authenticate": 'OAuth "Facebook Platform" "invalid_token"' } } : {}),
  body: { error: { type: "OAuthException", fbtrace_id: randomBytes(8).toString("base64url"), ...error } },
});

const invalidToken = () =>
  graphError(401, { message: "Invalid OAuth access token - Cannot parse access token", code: 190 });
const invalidParameter = (details: string) =>
  graphError(400, {
    message: "(#100) Invalid parameter",
    code: 100,
    error_data: { messaging_product: "whatsapp", details },
  });
const unknownObject = (id: string) =>
  graphError(400, {
    message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: "GraphMethodException",
    code: 100,
    error_subcode: 33,
  });

const MESSAGE_TYPES = ["text", "image", "document", "audio", "video", "location", "template", "sticker"];

export async function startFakeWhatsappGraph(): Promise<FakeWhatsappGraph> {
  const lines = new Map<string, Line>();
  const templates = new Map<string, FakeTemplate[]>();
  const media = new Map<string, Media>();
  const refused = new Map<string, { code: number; message: string; details?: string }>();
  const accepted: AcceptedMessage[] = [];
  const submitted: SubmittedTemplate[] = [];

  function sendMessage(phoneNumberId: string, request: RecordedRequest): FakeReply {
    const line = lines.get(phoneNumberId);
    if (!line) return unknownObject(phoneNumberId);
    if (bearerOf(request.headers) !== line.accessToken) return invalidToken();
    if (!String(request.headers["content-type"]).startsWith("application/json")) {
      return invalidParameter("Content-Type must be application/json");
    }
    const body = request.json() as Record<string, unknown>;
    if (body.messaging_product !== "whatsapp") return invalidParameter("messaging_product is required");
    if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) return invalidParameter("Invalid 'to'");
    const type = String(body.type);
    if (!MESSAGE_TYPES.includes(type) || typeof body[type] !== "object") {
      return invalidParameter(`Param ${type} is required`);
    }
    const refusal = refused.get(body.to);
    if (refusal) {
      return graphError(400, {
        message: refusal.message,
        code: refusal.code,
        error_data: { messaging_product: "whatsapp", details: refusal.details ?? refusal.message },
      });
    }
    const id = `wamid.HBgM${randomBytes(18).toString("base64url")}`;
    accepted.push({ phoneNumberId, id, body, request });
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id, ...(type === "template" ? { message_status: "accepted" } : {}) }],
      },
    };
  }

  /** A phone number object: readable only with its own line's token, as with a token without permission on it. */
  function phoneNumberInfo(phoneNumberId: string, line: Line, request: RecordedRequest): FakeReply {
    const token = bearerOf(request.headers);
    if (token !== line.accessToken) {
      const known = [...lines.values()].some((other) => other.accessToken === token);
      return known ? unknownObject(phoneNumberId) : invalidToken();
    }
    const fields = (request.query.get("fields") ?? "id").split(",");
    const all: Record<string, string> = {
      id: phoneNumberId,
      display_phone_number: line.displayPhoneNumber ?? "+1 555-078-3881",
      verified_name: "Refaccionaria de prueba",
      quality_rating: "GREEN",
    };
    return { status: 200, body: Object.fromEntries(fields.map((field) => [field, all[field]])) };
  }

  function listTemplates(wabaId: string, request: RecordedRequest, baseUrl: string): FakeReply {
    const token = bearerOf(request.headers);
    const owner = [...lines.values()].find((line) => line.wabaId === wabaId);
    if (!owner) return unknownObject(wabaId);
    if (token !== owner.accessToken) return invalidToken();
    const status = request.query.get("status");
    const all = (templates.get(wabaId) ?? []).filter((template) => !status || template.status === status);
    const offset = Number(Buffer.from(request.query.get("after") ?? "MA", "base64url").toString() || "0");
    const size = Math.min(Number(request.query.get("limit") ?? "25"), PAGE_SIZE);
    const page = all.slice(offset, offset + size);
    const cursor = (at: number) => Buffer.from(String(at)).toString("base64url");
    const nextQuery = new URLSearchParams(request.query);
    nextQuery.set("after", cursor(offset + size));
    return {
      status: 200,
      body: {
        data: page.map((template) => ({
          name: template.name,
          language: template.language,
          category: template.category,
          status: template.status,
          rejected_reason: template.rejectedReason ?? "NONE",
          id: createHash("md5")
            .update(template.name + template.language)
            .digest("hex")
            .slice(0, 15),
          components: [{ type: "BODY", text: template.body }],
        })),
        paging: {
          cursors: { before: cursor(offset), after: cursor(offset + page.length) },
          ...(offset + size < all.length ? { next: `${baseUrl}${request.path}?${nextQuery}` } : {}),
        },
      },
    };
  }

  /** Meta's checks of a new template, then it waits for review (PENDING) in the account's list. */
  function createTemplate(wabaId: string, request: RecordedRequest): FakeReply {
    const owner = [...lines.values()].find((line) => line.wabaId === wabaId);
    if (!owner) return unknownObject(wabaId);
    if (bearerOf(request.headers) !== owner.accessToken) return invalidToken();
    const body = request.json() as {
      name?: string;
      language?: string;
      category?: string;
      components?: { type?: string; text?: string; example?: { body_text?: string[][] } }[];
    };
    const text = body.components?.find((component) => component.type === "BODY");
    if (!body.name || !/^[a-z0-9_]+$/.test(body.name) || !body.language || !body.category || !text?.text) {
      return invalidParameter("name, language, category and a BODY component are required");
    }
    const params = (text.text.match(/\{\{\d+\}\}/g) ?? []).length;
    if (params > 0 && (text.example?.body_text?.[0]?.length ?? 0) < params) {
      return graphError(400, {
        message: "Invalid parameter",
        code: 100,
        error_subcode: 2388043,
        error_user_msg: "Message template body is missing example values",
      });
    }
    const list = templates.get(wabaId) ?? [];
    if (list.some((known) => known.name === body.name && known.language === body.language)) {
      return graphError(400, {
        message: "Invalid parameter",
        code: 100,
        error_subcode: 2388024,
        error_user_msg: `There is already English (US) content for this template. ${body.name}`,
      });
    }
    const id = String(1_200_000_000_000_000 + submitted.length + Math.floor(Math.random() * 1_000_000));
    submitted.push({ wabaId, id, body: body as Record<string, unknown> });
    templates.set(wabaId, [
      ...list,
      {
        name: body.name,
        language: body.language,
        category: body.category,
        status: "PENDING",
        body: text.text,
      },
    ]);
    return { status: 200, body: { id, status: "PENDING", category: body.category } };
  }

  function mediaInfo(mediaId: string, request: RecordedRequest, baseUrl: string): FakeReply {
    const file = media.get(mediaId);
    if (!file) return unknownObject(mediaId);
    if (bearerOf(request.headers) !== file.accessToken) return invalidToken();
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        url: `${baseUrl}/whatsapp_business/attachments/?mid=${mediaId}&ext=${Date.now()}`,
        mime_type: file.mime,
        sha256: createHash("sha256").update(file.data).digest("hex"),
        file_size: file.data.length,
        id: mediaId,
      },
    };
  }

  function download(request: RecordedRequest): FakeReply {
    const file = media.get(request.query.get("mid") ?? "");
    // Meta's media host also wants the bearer token; without it, it answers 404 with no body.
    if (!file || bearerOf(request.headers) !== file.accessToken) return { status: 404 };
    return { status: 200, headers: { "content-type": file.mime }, body: file.data };
  }

  const server = await startFakeServer((request, baseUrl) => {
    if (request.method === "GET" && request.path === "/whatsapp_business/attachments/")
      return download(request);
    const match = new RegExp(`^/${VERSION}/([^/]+)(/[a-z_]+)?$`).exec(request.path);
    const [, id = "", edge] = match ?? [];
    if (request.method === "POST" && edge === "/messages") return sendMessage(id, request);
    if (request.method === "GET" && edge === "/message_templates") return listTemplates(id, request, baseUrl);
    if (request.method === "POST" && edge === "/message_templates") return createTemplate(id, request);
    const line = lines.get(id);
    if (request.method === "GET" && match && !edge && line) return phoneNumberInfo(id, line, request);
    if (request.method === "GET" && match && !edge) return mediaInfo(id, request, baseUrl);
    return unknownObject(request.path);
  });

  return Object.assign(server, {
    graphUrl: `${server.baseUrl}/${VERSION}`,
    accepted,
    submitted,
    templatesOf: (wabaId: string) => templates.get(wabaId) ?? [],
    addLine: (phoneNumberId: string, line: Line) => void lines.set(phoneNumberId, line),
    setTemplates: (wabaId: string, list: FakeTemplate[]) => void templates.set(wabaId, list),
    addMedia: (mediaId: string, file: Media) => void media.set(mediaId, file),
    refuseRecipient: (to: string, error: { code: number; message: string; details?: string }) =>
      void refused.set(to, error),
  });
}
