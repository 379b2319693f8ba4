import { z } from "zod";
import { chatPhoneSchema, messagePageSchema } from "./conversations.schema.js";
import { businessIdInput } from "./settings.schema.js";

const simulatorChannelSchema = z.enum(["whatsapp", "sms"]).default("whatsapp");

export const simulatorContactSchema = z.object({ id: z.number(), name: z.string(), phoneNumber: z.string() });

/** What the simulator answers of a message it played in: only its ids. */
export const simulatorSentSchema = z.object({
  messageId: z.number(),
  conversationId: z.number(),
  contactId: z.number(),
});
export type SimulatorSent = z.infer<typeof simulatorSentSchema>;

export const simulatorContactsBodySchema = z.object({
  business_id: businessIdInput,
  search: z.string().max(120).optional(),
});

export const simulatorSendBodySchema = z
  .object({
    business_id: businessIdInput,
    phoneNumber: chatPhoneSchema,
    name: z.string().trim().max(120).optional(),
    channel: simulatorChannelSchema,
    message: z.string().trim().max(4_096).optional(),
    location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        name: z.string().max(200).optional(),
      })
      .optional(),
    /** A WhatsApp Cloud API message item as Meta sends it (type contacts, order, unsupported…). */
    item: z.record(z.string(), z.unknown()).optional(),
    /** React to one of the business's messages; "" takes the reaction back. */
    reaction: z.object({ messageId: z.number().int().positive(), emoji: z.string().max(16) }).optional(),
  })
  .refine(
    (body) =>
      Boolean(body.message) ||
      body.location !== undefined ||
      body.item !== undefined ||
      body.reaction !== undefined,
    { error: "El mensaje es obligatorio" },
  );

/** SendMedia's fields, sent before its file (read from the multipart form as it streams). */
export const simulatorMediaFieldsSchema = z.object({
  business_id: businessIdInput,
  phoneNumber: chatPhoneSchema,
  name: z.string().max(120).optional(),
  channel: simulatorChannelSchema,
  caption: z.string().max(1_024).default(""),
});

export const simulatorConversationBodySchema = z.object({
  business_id: businessIdInput,
  phoneNumber: chatPhoneSchema,
  beforeId: z.coerce.number().int().positive().optional(),
});

/** The contact's phone tells the sandbox line that campaign messages arrived, or were read. */
export const simulatorReceiptBodySchema = z.object({
  business_id: businessIdInput,
  phoneNumber: chatPhoneSchema,
  status: z.enum(["delivered", "read"], { error: "El estado debe ser entregado o leído" }),
});
export const simulatorReceiptSchema = z.object({ updated: z.number().int() });

/** What the contact sees: the messages of the number's chats, and the contact once it exists. */
export const simulatorPageSchema = messagePageSchema.extend({ contact: simulatorContactSchema.nullable() });
