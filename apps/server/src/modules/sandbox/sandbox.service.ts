import { randomUUID } from "node:crypto";
import {
  BUSINESS_ADMIN_ROLES,
  CHAT_MESSAGES,
  MESSAGES,
  normalizePhone,
  PLATFORM_ROLES,
} from "@consola/shared";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { activeChannelFor } from "../../channels/channel.repo.js";
import type { InboundMessage } from "../../channels/channel-adapter.js";
import { readWhatsappItem } from "../../channels/whatsapp-cloud/whatsapp-message-item.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { contacts, messages } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ForbiddenError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireRole, resolveBusinessId } from "../../tenancy/auth-context.js";
import { receiveInbound } from "../inbound/receive-inbound.js";
import type { ReceivedFile } from "../media/receive-upload.js";
import { listMessagePage } from "../messages/messages.repo.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config" | "media">;

/** The contact simulator is for business administrators and platform admins. */
export function simulatorBusiness(auth: AuthContext, requested: number | undefined): number {
  requireRole(auth, [...BUSINESS_ADMIN_ROLES, ...PLATFORM_ROLES]);
  return resolveBusinessId(auth, requested);
}

export async function listSimulatorContacts(deps: Deps, businessId: number, search: string | undefined) {
  const text = search?.trim();
  return (
    deps.db
      .select({ id: contacts.id, name: contacts.name, phoneNumber: contacts.phoneNumber })
      .from(contacts)
      .where(
        and(
          ofBusiness(contacts, businessId),
          text
            ? or(
                ilike(contacts.name, `%${text}%`),
                ilike(contacts.phoneNumber, `%${text.replace(/\D/g, "") || text}%`),
              )
            : undefined,
        ),
      )
      // The contact list's order (contacts_business_alphabetical_idx): accents folded, then the exact name.
      .orderBy(asc(contacts.searchName), asc(sql`lower(${contacts.name})`), asc(contacts.id))
      .limit(50)
  );
}

export type SimulatedContent =
  | { type: "text"; message: string }
  | { type: "location"; latitude: number; longitude: number; name?: string | undefined }
  | { type: "file"; caption: string; file: ReceivedFile | undefined }
  /** A WhatsApp Cloud API message item (contacts, order, unsupported…), read as the webhook reads it. */
  | { type: "item"; item: Record<string, unknown> }
  /** The contact reacts to one of the business's messages ("" takes the reaction back). */
  | { type: "reaction"; messageId: number; emoji: string };

/** A contact writes to the business: the message enters through the same pipeline as a provider webhook. */
export async function simulateInbound(
  deps: Deps,
  businessId: number,
  input: {
    phoneNumber: string;
    name?: string | undefined;
    channel: "whatsapp" | "sms";
    content: SimulatedContent;
  },
) {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw new ValidationError(CHAT_MESSAGES.phoneInvalid);
  const channel = await transact(deps, (tx) =>
    activeChannelFor(tx, businessId, input.channel, deps.config.secretsKey),
  );
  if (channel.provider !== "sandbox")
    throw new ForbiddenError("La empresa ya usa un proveedor real en ese canal");

  const providerMessageId = `sim-${randomUUID()}`;
  let referral: InboundMessage["referral"];
  const content = await (async (): Promise<InboundMessage["content"]> => {
    const given = input.content;
    if (given.type === "text") return { type: "text", body: given.message };
    if (given.type === "item") {
      const { message } = readWhatsappItem({ ...given.item, from: phone, id: providerMessageId }, phone);
      if (!message) throw new ValidationError(MESSAGES.actionNotCompleted);
      referral = message.referral;
      return message.content;
    }
    if (given.type === "reaction") {
      const [target] = await deps.db
        .select({ providerMessageId: messages.providerMessageId })
        .from(messages)
        .where(rowOfBusiness(messages, businessId, given.messageId));
      if (!target?.providerMessageId) throw new ValidationError(CHAT_MESSAGES.messageNotFound);
      return { type: "reaction", targetProviderId: target.providerMessageId, emoji: given.emoji };
    }
    if (given.type === "location") {
      return {
        type: "location",
        location: {
          latitude: given.latitude,
          longitude: given.longitude,
          ...(given.name ? { name: given.name } : {}),
        },
      };
    }
    const file = given.file;
    if (!file) throw new ValidationError(CHAT_MESSAGES.fileRequired);
    return {
      type: file.mime.startsWith("image/") ? "image" : "media",
      caption: given.caption,
      mime: file.mime,
      name: file.name,
      source: { kind: "stored", key: file.key, size: file.size },
    };
  })();

  const result = await receiveInbound(deps, channel, {
    providerMessageId,
    from: phone,
    ...(input.name ? { profileName: input.name } : {}),
    receivedAt: new Date(),
    content,
    ...(referral ? { referral } : {}),
  });
  if (result.status !== "stored") throw new ValidationError(MESSAGES.actionNotCompleted);
  return result;
}

/** What the contact sees: its whole history with the business. */
export async function simulatorConversation(
  deps: Deps,
  businessId: number,
  phoneNumber: string,
  beforeId?: number,
) {
  const phone = normalizePhone(phoneNumber);
  if (!phone) throw new ValidationError(CHAT_MESSAGES.phoneInvalid);
  const [contact] = await deps.db
    .select({ id: contacts.id, name: contacts.name, phoneNumber: contacts.phoneNumber })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), eq(contacts.phoneNumber, phone)));
  if (!contact) return { contact: null, items: [], hasMore: false };
  const page = await listMessagePage(deps.db, { businessId, contactId: contact.id, beforeId, take: 100 });
  return { contact, ...page };
}
