import { randomBytes } from "node:crypto";
import type { ConversationStatus } from "@consola/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../src/db/client.js";
import {
  businessChannels,
  contacts,
  conversations,
  messages,
  type NotificationType,
  notifications,
} from "../src/db/schema/index.js";

const unique = () => randomBytes(4).toString("hex");
let phoneSequence = 0;

/** A valid Mexican mobile in E.164 that no other test contact has. */
export function uniquePhone(): string {
  phoneSequence += 1;
  const tail = String((process.pid % 100) * 100_000 + phoneSequence)
    .padStart(7, "0")
    .slice(-7);
  return `+52811${tail}`;
}

export type TestContact = typeof contacts.$inferSelect;

export async function createContact(
  db: Database,
  businessId: number,
  overrides: Partial<typeof contacts.$inferInsert> = {},
): Promise<TestContact> {
  const [contact] = await db
    .insert(contacts)
    .values({
      businessId,
      name: `Contacto ${unique()}`,
      phoneNumber: uniquePhone(),
      typeRegister: "automatic",
      ...overrides,
    })
    .returning();
  if (!contact) throw new Error("no contact");
  return contact;
}

export async function createChannel(db: Database, businessId: number) {
  const [channel] = await db
    .insert(businessChannels)
    .values({
      businessId,
      kind: "whatsapp",
      provider: "sandbox",
      externalId: `sandbox-${businessId}-whatsapp-${unique()}`,
    })
    .returning();
  if (!channel) throw new Error("no channel");
  return channel;
}

export async function createConversation(
  db: Database,
  input: {
    businessId: number;
    contactId: number;
    channelId: number;
    status: ConversationStatus;
    assignedUserId?: number | null;
    lastMessageAt?: Date;
    labelIds?: number[];
  },
) {
  const [conversation] = await db
    .insert(conversations)
    .values({
      businessId: input.businessId,
      contactId: input.contactId,
      channelId: input.channelId,
      status: input.status,
      assignedUserId: input.assignedUserId ?? null,
      ...(input.lastMessageAt ? { lastMessageAt: input.lastMessageAt } : {}),
      ...(input.labelIds ? { labelIds: input.labelIds } : {}),
    })
    .returning();
  if (!conversation) throw new Error("no conversation");
  return conversation;
}

/** A chat on a line and with a contact of its own (named as asked), both new in the business. */
export async function createChat(
  db: Database,
  businessId: number,
  input: Omit<Parameters<typeof createConversation>[1], "businessId" | "contactId" | "channelId"> & {
    contactName?: string;
  },
) {
  const { contactName, ...conversation } = input;
  const channel = await createChannel(db, businessId);
  const contact = await createContact(db, businessId, contactName === undefined ? {} : { name: contactName });
  return createConversation(db, {
    businessId,
    contactId: contact.id,
    channelId: channel.id,
    ...conversation,
  });
}

/** The chat's row as stored now, or undefined once it is gone. */
export async function conversationRow(db: Database, id: number) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

/**
 * A message stored in the chat as it stands, a text from the contact unless told; the chat itself (preview,
 * counts) is left as it was.
 */
export async function createMessage(
  db: Database,
  chat: { id: number; businessId: number; contactId: number; channelId: number },
  values: Partial<typeof messages.$inferInsert> & { body: string },
) {
  const [row] = await db
    .insert(messages)
    .values({
      businessId: chat.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      channelId: chat.channelId,
      direction: "in",
      type: "text",
      authorKind: "contact",
      status: "received",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no message");
  return row;
}

/** A stored notification, optionally back-dated (createdAt) to test the 24-hour expiry. */
export async function createNotification(
  db: Database,
  input: {
    businessId: number;
    /** Null stores a general notification, one row for everybody in the business. */
    userId: number | null;
    type?: NotificationType;
    method?: string;
    data?: Record<string, unknown>;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      businessId: input.businessId,
      userId: input.userId,
      scope: input.userId === null ? "general" : "personal",
      type: input.type ?? "new_message",
      model: { method: input.method ?? "NewMessage", data: input.data ?? {} },
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("no notification");
  return row;
}
