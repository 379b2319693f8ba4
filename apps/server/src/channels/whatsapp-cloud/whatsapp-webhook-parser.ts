import { z } from "zod";
import type { DeliveryStatus, InboundMessage, StatusUpdate } from "../channel-adapter.js";
import { mimeEssence } from "../provider-http.js";

/**
 * The Cloud API's webhook payload (object "whatsapp_business_account", entry[].changes[].value), normalised
 * for the pipeline. Parsing is per item: one message of a type we do not know never loses its neighbours.
 */

/** One change of the payload, with the only field read before the signature is checked: its line. */
export type WhatsappChange = { phoneNumberId: string; value: unknown };

const payloadSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(z.object({ changes: z.array(z.unknown()) })),
});

const changeSchema = z.object({
  field: z.string().optional(),
  value: z.object({ metadata: z.object({ phone_number_id: z.string().min(1).max(64) }) }).loose(),
});

/**
 * The changes that concern a line (field "messages"), by phone_number_id. Each change is read on its own: a
 * batch mixing in another field's change (another shape) must not hide the messages beside it.
 */
export function whatsappChanges(payload: unknown): WhatsappChange[] {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return [];
  const changes: WhatsappChange[] = [];
  for (const raw of parsed.data.entry.flatMap((entry) => entry.changes)) {
    const change = changeSchema.safeParse(raw);
    if (!change.success) continue;
    if (change.data.field !== undefined && change.data.field !== "messages") continue;
    changes.push({ phoneNumberId: change.data.value.metadata.phone_number_id, value: change.data.value });
  }
  return changes;
}

const mediaSchema = z.object({
  id: z.string().min(1),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

const messageSchema = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: mediaSchema.optional(),
  document: mediaSchema.optional(),
  audio: mediaSchema.optional(),
  video: mediaSchema.optional(),
  sticker: mediaSchema.optional(),
  location: z
    .object({
      latitude: z.coerce.number().min(-90).max(90),
      longitude: z.coerce.number().min(-180).max(180),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .optional(),
  /** A tap on a template's quick-reply button. */
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ id: z.string().optional(), title: z.string() }).optional(),
      list_reply: z.object({ id: z.string().optional(), title: z.string() }).optional(),
    })
    .optional(),
});

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .optional(),
});

const valueSchema = z.object({
  contacts: z
    .array(z.object({ wa_id: z.string().optional(), profile: z.object({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

type WhatsappMessage = z.infer<typeof messageSchema>;

/** Unix seconds as WhatsApp writes them; a missing or broken one is "now" rather than a lost message. */
function timeOf(timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1_000) : new Date();
}

const MEDIA_TYPES = ["image", "document", "audio", "video", "sticker"] as const;

function contentOf(message: WhatsappMessage): InboundMessage["content"] | undefined {
  if (message.type === "text" && message.text) return { type: "text", body: message.text.body };
  if (message.type === "location" && message.location) {
    const { latitude, longitude, name, address } = message.location;
    return {
      type: "location",
      location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) },
    };
  }
  if (message.type === "button" && message.button) return { type: "text", body: message.button.text };
  const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
  // The option's id tells the bots which one was tapped, whatever its title says.
  if (message.type === "interactive" && reply) {
    return { type: "text", body: reply.title, ...(reply.id ? { choiceId: reply.id } : {}) };
  }
  const mediaType = MEDIA_TYPES.find((type) => type === message.type);
  const media = mediaType ? message[mediaType] : undefined;
  if (!media) return undefined;
  const mime = mimeEssence(media.mime_type);
  return {
    // Stickers are webp images: shown like any picture.
    type: mime.startsWith("image/") ? "image" : "media",
    caption: media.caption ?? "",
    mime,
    ...(media.filename ? { name: media.filename } : {}),
    source: { kind: "remote", ref: media.id },
  };
}

const STATUSES: Record<string, DeliveryStatus> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  failed: "failed",
};

function failureText(errors: z.infer<typeof statusSchema>["errors"]): string | undefined {
  const first = errors?.[0];
  if (!first) return undefined;
  const text = first.title ?? first.message ?? "WhatsApp no entregó el mensaje";
  return first.code === undefined ? text : `${text} (${first.code})`;
}

export type ParsedChange = {
  inbound: InboundMessage[];
  statuses: StatusUpdate[];
  /** Items we do not store (reactions, unsupported types, malformed entries), for the log. */
  skipped: { id: string | undefined; type: string | undefined }[];
};

export function parseWhatsappChange(value: unknown): ParsedChange {
  const result: ParsedChange = { inbound: [], statuses: [], skipped: [] };
  const parsed = valueSchema.safeParse(value);
  if (!parsed.success) return result;
  const { contacts = [], messages = [], statuses = [] } = parsed.data;

  for (const raw of messages) {
    const message = messageSchema.safeParse(raw);
    const content = message.success ? contentOf(message.data) : undefined;
    if (!message.success || !content) {
      const loose = raw as { id?: string; type?: string } | null;
      result.skipped.push({ id: loose?.id, type: loose?.type });
      continue;
    }
    const { from, id, timestamp } = message.data;
    const profileName = (contacts.find((contact) => contact.wa_id === from) ?? contacts[0])?.profile?.name;
    result.inbound.push({
      providerMessageId: id,
      from,
      ...(profileName ? { profileName } : {}),
      receivedAt: timeOf(timestamp),
      content,
    });
  }

  for (const raw of statuses) {
    const status = statusSchema.safeParse(raw);
    const mapped = status.success ? STATUSES[status.data.status] : undefined;
    if (!status.success || !mapped) {
      const loose = raw as { id?: string; status?: string } | null;
      result.skipped.push({ id: loose?.id, type: loose?.status });
      continue;
    }
    const error = mapped === "failed" ? failureText(status.data.errors) : undefined;
    result.statuses.push({
      providerMessageId: status.data.id,
      status: mapped,
      at: timeOf(status.data.timestamp),
      ...(error ? { error } : {}),
    });
  }
  return result;
}
