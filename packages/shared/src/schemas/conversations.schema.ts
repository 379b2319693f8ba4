import { z } from "zod";
import {
  CHANNEL_KINDS,
  CHAT_MOODS,
  CONVERSATION_STATUSES,
  MESSAGE_AUTHORS,
  MESSAGE_DIRECTIONS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
} from "../conversations.js";
import { MESSAGES } from "../messages.js";
import { PHONE_MAX_LENGTH } from "../phone-digits.js";
import { ROLE_IDS } from "../roles.js";
import { labelFilterInput } from "./labels.schema.js";
import { listCountSchema } from "./list-count.schema.js";
import { chatReferralSchema, messageDetailsSchema } from "./message-details.schema.js";

/** Spanish texts of the conversation engine that the spec leaves to us. */
export const CHAT_MESSAGES = {
  chatNotFound: "El chat no existe",
  messageNotFound: "El mensaje no existe",
  clientIdInvalid: "El identificador del mensaje no es válido",
  clientIdReused: "El identificador del mensaje ya se usó en otro chat",
  chatNotPending: "El chat ya no está pendiente: otra persona lo tomó o se cerró",
  chatNotActive: "El chat no está activo",
  chatNotYours: "El chat está asignado a otra persona",
  agentNotFound: "El agente no existe o está inactivo",
  assignOptionRequired: "Selecciona a quién asignar el chat",
  sameAgent: "El chat ya está asignado a esa persona",
  closingCategoryRequired: "La categoría de cierre es obligatoria",
  closingCategoryInvalid: "La categoría de cierre no existe o está inactiva",
  windowClosed:
    "Pasaron más de 24 horas desde el último mensaje del contacto: envía una plantilla para retomar la conversación",
  contactOptedOut: "El contacto pidió no recibir mensajes (opt-out)",
  contactBusy: "El contacto ya está en una conversación atendida por otra persona",
  templateRequired: "Selecciona una plantilla",
  templateNotFound: "La plantilla no existe",
  templateParamsMismatch: "Completa todos los valores de la plantilla",
  phoneRequired: "El teléfono es obligatorio",
  phoneInvalid: "El teléfono no es válido",
  fileRequired: "Selecciona un archivo",
  fileTypeNotAllowed: "Ese tipo de archivo no se puede enviar",
  wrongChannel: "Ese chat no es de este canal",
  messageTooLong: "El mensaje es demasiado largo",
  messageSent: "Mensaje enviado",
  templateSent: "Plantilla enviada",
  chatAssigned: "Chat asignado",
  chatTaken: "Chat tomado",
  chatReassigned: "Chat transferido",
  chatDeleted: "Chat eliminado",
  chatClosed: "Chat cerrado",
  statusChanged: "Estatus actualizado",
  cursorInvalid: "La página pedida no es válida",
} as const;

/** A chat list's cursor: the last shown chat's sort time (UTC, to the microsecond) and id. Opaque to clients. */
export const CHAT_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,10}$/;

const id = (message: string = CHAT_MESSAGES.chatNotFound) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const conversationIdSchema = id();
const take = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const skip = z.coerce.number().int().min(0).max(1_000_000).default(0);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const messageTextSchema = z
  .string({ error: MESSAGES.quickAnswerRequired })
  .trim()
  .min(1, { error: MESSAGES.quickAnswerRequired })
  .max(4_096, { error: CHAT_MESSAGES.messageTooLong });

export const chatPhoneSchema = z
  .string({ error: CHAT_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: CHAT_MESSAGES.phoneRequired })
  .max(PHONE_MAX_LENGTH, { error: CHAT_MESSAGES.phoneInvalid });

// ---- Views ----

export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const chatSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(CONVERSATION_STATUSES),
  channel: z.enum(CHANNEL_KINDS),
  contactId: z.number().int(),
  contact: z.object({ id: z.number().int(), name: z.string(), phoneNumber: z.string(), optIn: z.boolean() }),
  phone: z.string(),
  agent: personRefSchema.nullable(),
  area: personRefSchema.nullable(),
  mood: z.enum(CHAT_MOODS).nullable(),
  date: z.string(),
  takenAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  endReason: z.enum(["closed", "deleted", "timed_out"]).nullable(),
  closingCategory: personRefSchema.nullable(),
  closeComments: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  unreadCount: z.number().int(),
  /** When the chat times out if nothing happens (24 h after the contact's last message, or after a template). */
  windowExpiresAt: z.string().nullable(),
  /** The contact's last message: WhatsApp free text is allowed for 24 h after it. Null if they never wrote. */
  lastInboundAt: z.string().nullable(),
  /** The chat opened outside business hours (the out-of-hours message went out). */
  outOfHours: z.boolean(),
  /** Which bot holds it while its status is "bot": the name-change questions or the area menu. */
  botStep: z.enum(["name_change", "selector"]).nullable(),
  /** The ad or post the contact came from, when WhatsApp said so. */
  referral: chatReferralSchema.nullable(),
  /** The business's labels on the chat (Label ids), sorted by id; the console names them from its label list. */
  labelIds: z.array(z.number().int()),
  /** The campaign whose message the contact answered to open or continue the chat. */
  campaign: personRefSchema.nullable(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/** A chat list's page: its count (capped, like every long list) and where the next page starts. */
export const chatPageSchema = listCountSchema.extend({
  items: z.array(chatSummarySchema),
  /** `after` for the next page, which then starts right after this one however chats moved; null on the last. */
  nextCursor: z.string().nullable(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

export const messageViewSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  contactId: z.number().int(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  type: z.enum(MESSAGE_TYPES),
  author: z.enum(MESSAGE_AUTHORS),
  agent: personRefSchema.nullable(),
  body: z.string(),
  caption: z.string(),
  /** `key` is the spec's image key (base64 of the path) for /api/image/show/{key}. */
  media: z.object({ key: z.string(), mime: z.string(), name: z.string(), size: z.number().int() }).nullable(),
  mediaPending: z.boolean(),
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .nullable(),
  template: z.object({ name: z.string(), language: z.string(), params: z.array(z.string()) }).nullable(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  /** Contact cards, order lines, a tapped option's id, a number change… by kind (decision 018). */
  details: messageDetailsSchema.nullable(),
  /** The contact's emoji reaction to this message, if they reacted. */
  reaction: z.string().nullable(),
  /** The sender's id for the send that stored it (agents' texts), so a composer matches its echo by id. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const messagePageSchema = z.object({ items: z.array(messageViewSchema), hasMore: z.boolean() });

export const transferCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLE_IDS),
  roleName: z.string(),
  area: personRefSchema.nullable(),
  availability: z.enum(["offline", "available", "not_available"]),
  openChats: z.number().int(),
});

/** A WhatsApp template's approval state, as the provider names it. */
export const TEMPLATE_STATUSES = ["APPROVED", "PENDING", "REJECTED", "PAUSED", "DISABLED"] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const templateSchema = z.object({
  name: z.string(),
  language: z.string(),
  category: z.string(),
  body: z.string(),
  paramCount: z.number().int(),
});
export type ChatTemplate = z.infer<typeof templateSchema>;

// ---- Requests ----

export const chatListFilterSchema = z.object({
  search: optionalText(120),
  agentName: optionalText(120),
  contactNumber: optionalText(30),
  /** A day (YYYY-MM-DD) in the business time zone: chats closed that day. */
  closingDay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "La fecha debe tener el formato AAAA-MM-DD" })
    .optional(),
  status: z.enum(["closed", "timed_out", "all"]).default("all"),
  unreadOnly: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")])
    .default(false),
  take: take(50, 500),
  skip,
  /** A page's nextCursor: the page after it (keyset), rather than counting `skip` rows from the start. */
  after: z.string().regex(CHAT_CURSOR_PATTERN, { error: CHAT_MESSAGES.cursorInvalid }).optional(),
  /** Chats a campaign's replies opened or continued. */
  campaignId: z.coerce
    .number({ error: "El identificador de la campaña no es válido" })
    .int({ error: "El identificador de la campaña no es válido" })
    .min(1, { error: "El identificador de la campaña no es válido" })
    .max(2_147_483_647, { error: "El identificador de la campaña no es válido" })
    .optional(),
  ...labelFilterInput,
});
export type ChatListFilter = z.input<typeof chatListFilterSchema>;

export const takePendingBodySchema = z.object({
  id: conversationIdSchema,
  /** 0 takes the chat for oneself; another user's id assigns it to them (managers only). */
  agentId: z.coerce
    .number({ error: CHAT_MESSAGES.assignOptionRequired })
    .int({ error: CHAT_MESSAGES.assignOptionRequired })
    .min(0, { error: CHAT_MESSAGES.assignOptionRequired })
    .max(2_147_483_647, { error: CHAT_MESSAGES.assignOptionRequired }),
});

export const reassignBodySchema = z.object({
  conversationId: conversationIdSchema,
  agentId: id(CHAT_MESSAGES.assignOptionRequired),
  comments: optionalText(1_000),
});

export const deletePendingBodySchema = z.object({ id: conversationIdSchema });

const moodSchema = z.enum(CHAT_MOODS, { error: MESSAGES.statusRequired });
const commentsSchema = z
  .string({ error: MESSAGES.commentsRequired })
  .trim()
  .min(1, { error: MESSAGES.commentsRequired })
  .max(2_000, { error: MESSAGES.commentsRequired });

export const changeStatusBodySchema = z.object({
  conversationId: conversationIdSchema,
  status: moodSchema,
  comments: commentsSchema,
});

export const closeChatBodySchema = z.object({
  conversationId: conversationIdSchema,
  status: moodSchema,
  comments: commentsSchema,
  closingCategoryId: id(CHAT_MESSAGES.closingCategoryRequired),
});

export const sendMessageBodySchema = z.object({
  conversationId: conversationIdSchema,
  message: messageTextSchema,
  /** Chosen by the sender once per message: a retry with the same id returns the stored message. */
  clientId: z.uuid({ error: CHAT_MESSAGES.clientIdInvalid }).optional(),
});

const templateFields = {
  templateName: z
    .string({ error: CHAT_MESSAGES.templateRequired })
    .trim()
    .min(1, { error: CHAT_MESSAGES.templateRequired })
    .max(512),
  language: z.string().trim().min(2).max(15).default("es_MX"),
  params: z.array(z.string().trim().max(1_024)).max(20).default([]),
};

export const sendTemplateBodySchema = z.object({ conversationId: conversationIdSchema, ...templateFields });

export const sendNewContactBodySchema = z.object({
  phoneNumber: chatPhoneSchema,
  name: optionalText(120),
  ...templateFields,
});

export const sendNewSmsBodySchema = z.object({
  phoneNumber: chatPhoneSchema,
  name: optionalText(120),
  message: messageTextSchema,
});

export const listMessagesBodySchema = z
  .object({
    conversationId: conversationIdSchema.optional(),
    contactId: id("El contacto no existe").optional(),
    beforeId: z.coerce.number().int().positive().optional(),
    take: take(50, 200),
  })
  .refine((body) => body.conversationId !== undefined || body.contactId !== undefined, {
    error: CHAT_MESSAGES.chatNotFound,
  });

/** Transfers: the chats whose history is asked for, as ListMessage names them (one chat or a contact's). */
export const chatTransfersBodySchema = z
  .object({
    conversationId: conversationIdSchema.optional(),
    contactId: id("El contacto no existe").optional(),
  })
  .refine((body) => body.conversationId !== undefined || body.contactId !== undefined, {
    error: CHAT_MESSAGES.chatNotFound,
  });

/**
 * A chat handed from one person to another (ReassignChat), as its history shows it: who did it, from whom, to
 * whom, when and why. A person no longer of the business is null.
 */
export const chatTransferSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  at: z.string(),
  by: personRefSchema.nullable(),
  from: personRefSchema.nullable(),
  to: personRefSchema.nullable(),
  comments: z.string(),
});
export type ChatTransfer = z.infer<typeof chatTransferSchema>;

export const seeMessagesBodySchema = z.object({ conversationId: conversationIdSchema });

/** SeeToMessage: the chat's unread count after reading it, and the caller's unread total. */
export const seenMessagesSchema = z.object({
  conversationId: z.number(),
  unreadCount: z.number(),
  totalUnread: z.number(),
});

/** Summary: the chat whose header is asked for. */
export const chatSummaryBodySchema = z.object({ conversationId: conversationIdSchema });

/**
 * SendMedia and SendMMS: the form's fields, sent before its file. Read from the multipart form as it streams
 * (no JSON body to declare), so the upload's policy and the send read them alike.
 */
export const sendMediaFieldsSchema = z.object({
  conversationId: conversationIdSchema,
  caption: z
    .string()
    .optional()
    .transform((caption) => (caption ?? "").trim().slice(0, 1_024)),
});
