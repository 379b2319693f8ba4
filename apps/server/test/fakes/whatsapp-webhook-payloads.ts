import { createHmac, randomBytes } from "node:crypto";

/**
 * Webhook deliveries as Meta sends them for WhatsApp Cloud lines, signed the way Meta signs them: the
 * payload is serialised once, and X-Hub-Signature-256 covers exactly those bytes.
 */

export type SignedWebhook = { payload: string; headers: Record<string, string> };

export function signWhatsappWebhook(payload: object | string, appSecret: string): SignedWebhook {
  const text = typeof payload === "string" ? payload : JSON.stringify(payload);
  const signature = createHmac("sha256", appSecret).update(Buffer.from(text, "utf8")).digest("hex");
  return {
    payload: text,
    headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` },
  };
}

export const newWamid = () => `wamid.HBgN${randomBytes(24).toString("base64url")}`;
const seconds = (at = new Date()) => String(Math.floor(at.getTime() / 1_000));

type Line = { phoneNumberId: string; displayPhoneNumber?: string; wabaId?: string };

/** One line's change in the "messages" webhook, around the given value (contacts, messages, statuses). */
export function whatsappEnvelope(line: Line, value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: line.wabaId ?? "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: line.displayPhoneNumber ?? "15550783881",
                phone_number_id: line.phoneNumberId,
              },
              ...value,
            },
            field: "messages",
          },
        ],
      },
    ],
  };
}

/** One message's type-specific part, e.g. { type: "text", text: { body } }. */
export type WhatsappContent = { type: string } & Record<string, unknown>;

export const text = (body: string): WhatsappContent => ({ type: "text", text: { body } });
export const image = (id: string, mimeType = "image/jpeg", caption?: string): WhatsappContent => ({
  type: "image",
  image: { id, mime_type: mimeType, sha256: "ignored-by-the-webhook", ...(caption ? { caption } : {}) },
});
export const doc = (id: string, filename: string, mimeType = "application/pdf", caption?: string) => ({
  type: "document",
  document: { id, filename, mime_type: mimeType, sha256: "x", ...(caption ? { caption } : {}) },
});
export const audio = (id: string): WhatsappContent => ({
  type: "audio",
  audio: { id, mime_type: "audio/ogg; codecs=opus", sha256: "x", voice: true },
});
/** A tap on one option of a reply-button message or a list. */
export const tapped = (id: string, title: string, kind: "button_reply" | "list_reply" = "list_reply") => ({
  type: "interactive",
  interactive: { type: kind, [kind]: { id, title } },
});
export const location = (latitude: number, longitude: number, name?: string, address?: string) => ({
  type: "location",
  location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) },
});

/** A contact's message(s) to a line, as in the "messages" webhook. */
export function whatsappInbound(
  line: Line,
  input: {
    from: string;
    name?: string;
    messages: ({ id?: string; at?: Date } & WhatsappContent)[];
  },
) {
  return whatsappEnvelope(line, {
    contacts: [{ profile: { name: input.name ?? "Cliente" }, wa_id: input.from }],
    messages: input.messages.map(({ id, at, ...content }) => ({
      from: input.from,
      id: id ?? newWamid(),
      timestamp: seconds(at),
      ...content,
    })),
  });
}

export type WhatsappStatus = {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  recipient: string;
  at?: Date;
  error?: { code: number; title: string };
  /** What the send carried as biz_opaque_callback_data. */
  tracking?: string;
};

/** Delivery statuses of messages the line sent, as in the "messages" webhook's statuses[]. */
export function whatsappStatuses(line: Line, statuses: WhatsappStatus[]) {
  return whatsappEnvelope(line, {
    statuses: statuses.map((status) => ({
      id: status.id,
      status: status.status,
      timestamp: seconds(status.at),
      recipient_id: status.recipient,
      ...(status.tracking ? { biz_opaque_callback_data: status.tracking } : {}),
      ...(status.status === "failed" && status.error
        ? {
            errors: [
              {
                code: status.error.code,
                title: status.error.title,
                message: status.error.title,
                error_data: { details: status.error.title },
              },
            ],
          }
        : {
            conversation: { id: randomBytes(16).toString("hex"), origin: { type: "service" } },
            pricing: { billable: true, pricing_model: "CBP", category: "service" },
          }),
    })),
  });
}

/** Two lines' changes in one delivery, as Meta batches them for an app with several numbers. */
export function mergeDeliveries(...payloads: ReturnType<typeof whatsappEnvelope>[]) {
  return { object: "whatsapp_business_account", entry: payloads.flatMap((payload) => payload.entry) };
}
