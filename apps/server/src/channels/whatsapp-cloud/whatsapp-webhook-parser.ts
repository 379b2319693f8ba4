import { z } from "zod";
import type { DeliveryStatus, InboundMessage, StatusUpdate } from "../channel-adapter.js";
import { type ItemReading, readWhatsappItem, whatsappTime } from "./whatsapp-message-item.js";

/**
 * The Cloud API's webhook payload (object "whatsapp_business_account", entry[].changes[].value), normalised
 * for the pipeline. Parsing is per item (whatsapp-message-item.ts): one message of a type we do not know never
 * loses its neighbours, and is itself kept as a placeholder.
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

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  biz_opaque_callback_data: z.string().max(512).optional().catch(undefined),
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
  /** Items stored as a placeholder, or (without a sender) not stored: for the operator's counter and log. */
  unrecognised: (NonNullable<ItemReading["unrecognised"]> & { stored: boolean })[];
  /** Status callbacks we do not apply (an unknown state, a malformed entry), for the log. */
  skipped: { id: string | undefined; type: string | undefined }[];
};

export function parseWhatsappChange(value: unknown): ParsedChange {
  const result: ParsedChange = { inbound: [], statuses: [], unrecognised: [], skipped: [] };
  const parsed = valueSchema.safeParse(value);
  if (!parsed.success) return result;
  const { contacts = [], messages = [], statuses = [] } = parsed.data;

  for (const raw of messages) {
    const reading = readWhatsappItem(raw, contacts[0]?.wa_id);
    if (reading.unrecognised) {
      result.unrecognised.push({ ...reading.unrecognised, stored: reading.message !== undefined });
    }
    const message = reading.message;
    if (!message) continue;
    const profileName = (contacts.find((contact) => contact.wa_id === message.from) ?? contacts[0])?.profile
      ?.name;
    result.inbound.push(profileName ? { ...message, profileName } : message);
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
    const code = mapped === "failed" ? status.data.errors?.[0]?.code : undefined;
    result.statuses.push({
      providerMessageId: status.data.id,
      status: mapped,
      at: whatsappTime(status.data.timestamp),
      ...(error ? { error } : {}),
      ...(code === undefined ? {} : { errorCode: String(code) }),
      ...(status.data.biz_opaque_callback_data ? { tracking: status.data.biz_opaque_callback_data } : {}),
    });
  }
  return result;
}

/** Meta's messaging limit tiers (unique contacts a line may start conversations with in 24 hours). */
const LIMIT_TIERS: Record<string, number> = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_2K: 2_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: 100_000_000,
};

const limitChangeSchema = z.object({
  field: z.literal("phone_number_quality_update"),
  value: z.object({
    display_phone_number: z.string().min(4).max(20),
    current_limit: z.string().max(40).optional(),
  }),
});
const limitEntrySchema = z.object({ id: z.string().min(1).max(64), changes: z.array(z.unknown()) });

/** A line's new messaging limit, as the account's phone_number_quality_update webhook reports it. */
export type WhatsappLimitReport = { wabaId: string; displayPhoneNumber: string; limit: number };

/** The limit reports of a payload (at most `max`), read before any signature check: only their numbers. */
export function whatsappLimitReports(payload: unknown, max = 10): WhatsappLimitReport[] {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return [];
  const reports: WhatsappLimitReport[] = [];
  // The entry's id (the business account) is dropped by payloadSchema: read from the payload itself.
  for (const rawEntry of (payload as { entry: unknown[] }).entry) {
    const entry = limitEntrySchema.safeParse(rawEntry);
    if (!entry.success) continue;
    for (const raw of entry.data.changes) {
      const change = limitChangeSchema.safeParse(raw);
      const limit = change.success ? LIMIT_TIERS[change.data.value.current_limit ?? ""] : undefined;
      if (!change.success || limit === undefined) continue;
      reports.push({
        wabaId: entry.data.id,
        displayPhoneNumber: change.data.value.display_phone_number,
        limit,
      });
      if (reports.length >= max) return reports;
    }
  }
  return reports;
}
