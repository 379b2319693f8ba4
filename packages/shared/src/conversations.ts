/** Conversation states of spec section 4; "reassigned" is a transition (Reassign event), not a resting state. */
export const CONVERSATION_STATUSES = ["pending", "bot", "active", "closed", "timed_out"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const OPEN_CONVERSATION_STATUSES = [
  "pending",
  "bot",
  "active",
] as const satisfies readonly ConversationStatus[];

export const CONVERSATION_STATUS_NAMES: Record<ConversationStatus, string> = {
  pending: "Pendiente",
  bot: "En el BOT",
  active: "Activo",
  closed: "Cerrado",
  timed_out: "Caducado",
};

export const CHANNEL_KINDS = ["whatsapp", "sms", "mms"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const CHANNEL_KIND_NAMES: Record<ChannelKind, string> = {
  whatsapp: "WhatsApp",
  sms: "SMS",
  mms: "MMS",
};

export const CHANNEL_PROVIDERS = ["sandbox", "whatsapp_cloud", "twilio"] as const;
export type ChannelProvider = (typeof CHANNEL_PROVIDERS)[number];

/**
 * contacts, order, reaction, unreadable and system come from WhatsApp items other than text (decision 018);
 * a reaction is kept in its own row but shown on the message it reacts to.
 */
export const MESSAGE_TYPES = [
  "text",
  "image",
  "media",
  "location",
  "template",
  "contacts",
  "order",
  "reaction",
  "unreadable",
  "system",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_DIRECTIONS = ["in", "out"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** Who wrote a message. */
export const MESSAGE_AUTHORS = ["contact", "agent", "bot", "system"] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** Inbound messages are "received"; outbound ones move queued -> sending -> sent -> delivered -> read, or failed. */
export const MESSAGE_STATUSES = [
  "received",
  "queued",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The status an agent sets on a chat (status change and closing), the spec's mood labels. */
export const CHAT_MOODS = ["normal", "processing", "sad", "angry"] as const;
export type ChatMood = (typeof CHAT_MOODS)[number];
export const CHAT_MOOD_NAMES: Record<ChatMood, string> = {
  normal: "Normal",
  processing: "En proceso",
  sad: "Triste",
  angry: "Molesto",
};

/** The customer-care window: free text only within 24 h of the contact's last message. */
export const CONVERSATION_WINDOW_HOURS = 24;
