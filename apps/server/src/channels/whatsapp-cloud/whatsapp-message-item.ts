import { createHash } from "node:crypto";
import type { ChatReferral, ContactCard } from "@consola/shared";
import { z } from "zod";
import { jsonNesting, MAX_JSON_NESTING } from "../../http/json-nesting.js";
import type { InboundContent, InboundMessage } from "../channel-adapter.js";
import { mimeEssence } from "../provider-http.js";

/**
 * One item of a Cloud API webhook's `messages`, as the pipeline's InboundMessage. Every item becomes a message:
 * a type we know in its own shape, any other (or one that does not parse) as an "unreadable" placeholder
 * that keeps the item (decision 018). Only an item without a sender we can name is left out.
 */

const mediaSchema = z.object({
  id: z.string().min(1),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

const baseSchema = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string().min(1),
  referral: z
    .object({
      source_url: z.string().optional(),
      source_type: z.string().optional(),
      headline: z.string().optional(),
      body: z.string().optional(),
    })
    .optional(),
});

const contactCardSchema = z.object({
  name: z
    .object({
      formatted_name: z.string().optional(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
    })
    .optional(),
  phones: z
    .array(
      z.object({ phone: z.string().optional(), wa_id: z.string().optional(), type: z.string().optional() }),
    )
    .optional(),
  emails: z.array(z.object({ email: z.string().optional(), type: z.string().optional() })).optional(),
  org: z
    .object({
      company: z.string().optional(),
      department: z.string().optional(),
      title: z.string().optional(),
    })
    .optional(),
});

/** The part of the item its type names, each in the shape Meta documents. */
const bodies = {
  text: z.object({ text: z.object({ body: z.string() }) }),
  location: z.object({
    location: z.object({
      latitude: z.coerce.number().min(-90).max(90),
      longitude: z.coerce.number().min(-180).max(180),
      name: z.string().optional(),
      address: z.string().optional(),
    }),
  }),
  /** A tap on a template's quick-reply button: its payload tells which one. */
  button: z.object({ button: z.object({ text: z.string(), payload: z.string().optional() }) }),
  interactive: z.object({
    interactive: z.object({
      type: z.string().optional(),
      button_reply: z.object({ id: z.string().optional(), title: z.string() }).optional(),
      list_reply: z.object({ id: z.string().optional(), title: z.string() }).optional(),
    }),
  }),
  contacts: z.object({ contacts: z.array(contactCardSchema).min(1) }),
  order: z.object({
    order: z.object({
      catalog_id: z.string().default(""),
      text: z.string().optional(),
      product_items: z.array(
        z.object({
          product_retailer_id: z.string(),
          quantity: z.coerce.number().nonnegative(),
          item_price: z.coerce.number().nonnegative(),
          currency: z.string().min(1),
        }),
      ),
    }),
  }),
  /** No emoji: the contact took the reaction back. */
  reaction: z.object({ reaction: z.object({ message_id: z.string().min(1), emoji: z.string().optional() }) }),
  system: z.object({
    system: z.object({
      body: z.string().optional(),
      type: z.string().optional(),
      /** The new number: `wa_id` in today's reference, `new_wa_id` in older payloads. */
      wa_id: z.string().optional(),
      new_wa_id: z.string().optional(),
    }),
  }),
  unsupported: z.object({ unsupported: z.object({ type: z.string().optional() }).optional() }),
} as const;

const MEDIA_TYPES = ["image", "document", "audio", "video", "sticker"] as const;

/** The longest provider item kept for support; a bigger one keeps its start. */
const RAW_MAX_CHARS = 16_000;

/**
 * The provider's item as kept for support: whole when it is small and shallow, else the start of its text, a
 * flat string, since PostgreSQL's jsonb (and JSON.stringify, past thousands of levels) recurse over nesting.
 */
function keptRaw(item: unknown): unknown {
  let json: string;
  try {
    json = JSON.stringify(item) ?? "null";
  } catch {
    // Too deep for JSON.stringify's own stack: nothing of it can be kept but the fact.
    return { truncated: true, tooDeep: true };
  }
  const whole = json.length <= RAW_MAX_CHARS && jsonNesting(json, MAX_JSON_NESTING) <= MAX_JSON_NESTING;
  return whole ? item : { truncated: true, start: json.slice(0, RAW_MAX_CHARS) };
}

function unreadable(
  type: string,
  reason: "unsupported" | "unknown" | "malformed",
  item: unknown,
): InboundContent {
  return { type: "unreadable", itemType: type.slice(0, 60), reason, raw: keptRaw(item) };
}

function cardOf(card: z.infer<typeof contactCardSchema>): ContactCard {
  const { name, phones = [], emails = [], org } = card;
  const named = name?.formatted_name ?? [name?.first_name, name?.last_name].filter(Boolean).join(" ");
  return {
    name: named.trim(),
    phones: phones.flatMap(({ phone, wa_id, type }) =>
      phone || wa_id
        ? [{ phone: phone ?? wa_id ?? "", ...(type ? { type } : {}), ...(wa_id ? { waId: wa_id } : {}) }]
        : [],
    ),
    emails: emails.flatMap(({ email, type }) => (email ? [{ email, ...(type ? { type } : {}) }] : [])),
    ...(org && (org.company || org.department || org.title) ? { organization: org } : {}),
  };
}

/** The item's content by its type; undefined when the part its type names does not parse. */
function contentOf(type: string, item: unknown): InboundContent | undefined {
  switch (type) {
    case "text": {
      const parsed = bodies.text.safeParse(item);
      return parsed.success ? { type: "text", body: parsed.data.text.body } : undefined;
    }
    case "location": {
      const parsed = bodies.location.safeParse(item);
      if (!parsed.success) return undefined;
      const { latitude, longitude, name, address } = parsed.data.location;
      return {
        type: "location",
        location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) },
      };
    }
    case "button": {
      const parsed = bodies.button.safeParse(item);
      if (!parsed.success) return undefined;
      const { text, payload } = parsed.data.button;
      return { type: "text", body: text, ...(payload ? { choiceId: payload } : {}) };
    }
    case "interactive": {
      const parsed = bodies.interactive.safeParse(item);
      if (!parsed.success) return undefined;
      const reply = parsed.data.interactive.button_reply ?? parsed.data.interactive.list_reply;
      // A reply we do not read (a Flow's nfm_reply…) is kept as a placeholder naming it.
      if (!reply) return unreadable(`interactive.${parsed.data.interactive.type ?? "?"}`, "unknown", item);
      return { type: "text", body: reply.title, ...(reply.id ? { choiceId: reply.id } : {}) };
    }
    case "contacts": {
      const parsed = bodies.contacts.safeParse(item);
      return parsed.success ? { type: "contacts", cards: parsed.data.contacts.map(cardOf) } : undefined;
    }
    case "order": {
      const parsed = bodies.order.safeParse(item);
      if (!parsed.success) return undefined;
      const { catalog_id, text, product_items } = parsed.data.order;
      return {
        type: "order",
        catalogId: catalog_id,
        text: text ?? "",
        items: product_items.map((line) => ({
          productId: line.product_retailer_id,
          quantity: line.quantity,
          price: line.item_price,
          currency: line.currency,
        })),
      };
    }
    case "reaction": {
      const parsed = bodies.reaction.safeParse(item);
      if (!parsed.success) return undefined;
      return {
        type: "reaction",
        targetProviderId: parsed.data.reaction.message_id,
        emoji: parsed.data.reaction.emoji ?? "",
      };
    }
    case "system": {
      const parsed = bodies.system.safeParse(item);
      if (!parsed.success) return undefined;
      const { body, type: notice, wa_id, new_wa_id } = parsed.data.system;
      const newId = new_wa_id ?? wa_id;
      return {
        type: "system",
        body: body ?? notice ?? "",
        ...(notice === "user_changed_number" && newId ? { newId } : {}),
      };
    }
    case "unsupported": {
      const parsed = bodies.unsupported.safeParse(item);
      return unreadable(
        parsed.success ? (parsed.data.unsupported?.type ?? "unsupported") : "unsupported",
        "unsupported",
        item,
      );
    }
  }
  const mediaType = MEDIA_TYPES.find((media) => media === type);
  if (!mediaType) return unreadable(type, "unknown", item);
  const media = mediaSchema.safeParse((item as Record<string, unknown>)[mediaType]);
  if (!media.success) return undefined;
  const mime = mimeEssence(media.data.mime_type);
  return {
    // Stickers are webp images: shown like any picture.
    type: mime.startsWith("image/") ? "image" : "media",
    caption: media.data.caption ?? "",
    mime,
    ...(media.data.filename ? { name: media.data.filename } : {}),
    source: { kind: "remote", ref: media.data.id },
  };
}

/** Unix seconds as WhatsApp writes them; a missing or broken one is "now" rather than a lost message. */
export function whatsappTime(timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1_000) : new Date();
}

function referralOf(referral: z.infer<typeof baseSchema>["referral"]): ChatReferral | undefined {
  if (!referral) return undefined;
  return {
    sourceType: referral.source_type ?? "",
    sourceUrl: referral.source_url ?? "",
    headline: referral.headline ?? "",
    body: referral.body ?? "",
  };
}

export type ItemReading = {
  message: InboundMessage | undefined;
  /** Set when the item became a placeholder: what an operator's counter and log name. */
  unrecognised?: { id: string | undefined; type: string; reason: "unsupported" | "unknown" | "malformed" };
};

/**
 * Reads one item. `fallbackFrom` is the change's contact (value.contacts[0].wa_id), for an item that lost
 * its own sender. A malformed item without an id gets one from its content, so a replay is still one message.
 */
export function readWhatsappItem(item: unknown, fallbackFrom: string | undefined): ItemReading {
  const loose = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
  const base = baseSchema.safeParse(item);
  const type = base.success ? base.data.type : typeof loose.type === "string" ? loose.type : "desconocido";
  const content = base.success ? contentOf(type, item) : undefined;
  const from = base.success ? base.data.from : typeof loose.from === "string" ? loose.from : fallbackFrom;
  if (!from)
    return { message: undefined, unrecognised: { id: stringOf(loose.id), type, reason: "malformed" } };
  const id = base.success
    ? base.data.id
    : (stringOf(loose.id) ??
      `malformed.${createHash("sha256")
        .update(JSON.stringify(item) ?? "")
        .digest("hex")
        .slice(0, 40)}`);
  const stored = content ?? unreadable(type, "malformed", item);
  const referral = base.success ? referralOf(base.data.referral) : undefined;
  const message: InboundMessage = {
    providerMessageId: id,
    from,
    receivedAt: whatsappTime(stringOf(loose.timestamp)),
    content: stored,
    ...(referral ? { referral } : {}),
  };
  if (stored.type !== "unreadable") return { message };
  return { message, unrecognised: { id, type: stored.itemType, reason: stored.reason } };
}

function stringOf(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
