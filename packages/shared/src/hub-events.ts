import { z } from "zod";
import { UNAUTHORIZED_REASONS } from "./api.js";
import { MESSAGE_STATUSES } from "./conversations.js";
import { AGENT_AVAILABILITIES } from "./schemas/agents.schema.js";
import {
  CAMPAIGN_STATUSES,
  campaignCountsSchema,
  campaignWaitingSchema,
} from "./schemas/campaigns.schema.js";
import { messageViewSchema } from "./schemas/conversations.schema.js";

/**
 * The hub contract: every event that travels over the Socket.IO hub, its name and its payload, for the server's
 * emitter (apps/server/src/realtime) and the web listener (apps/web/src/lib/hub) alike. Socket.IO's Server,
 * Socket and the client socket are typed with ServerToClientEvents and ClientToServerEvents below, so renaming
 * a field here breaks both builds.
 *
 * The spec (section 7, Hub) names these client events: sendMessage, SuccessConnect, Success, Events (method,
 * data), Account_Exit, EventNotification, NewMessage, NewContact, Reassign, Dessign and add-message-to-contact.
 * What became of each:
 * - SuccessConnect, Success, Account_Exit, EventNotification, NewMessage, NewContact, Reassign, Dessign: kept,
 *   each with the purpose written on it below.
 * - AddMessageContact (add-message-to-contact): kept for clients written against the old hub, which read the
 *   spec's "message event data" (Message, Caption, Aux, Who). It goes with every NewMessage to those clients
 *   only: the web app reads NewMessage, whose `message` is the whole MessageView, and says so when it connects
 *   (HUB_CLIENT_AUTH), which halves the frames of a message to a thousand agents.
 * - Events (method, data): dropped. EventNotification carries the same `method` and `data` (and the stored
 *   notification's id), so a second generic event had no reader.
 * - sendMessage: dropped. It was the old hub's broadcast of a sent message; NewMessage is sent for every
 *   message, whichever side wrote it, so the sender's own screens learn of it there.
 * The server adds events of its own: MessageStatus, MessageUpdated, ChatUpdated, ConfigChanged, ProfileChanged,
 * AgentAvailability, ContactLabelled and ContactsRelabelled.
 */

/** Socket.IO path of the hub (the spec's hub "named after the chat channel"). */
export const HUB_PATH = "/hub/whatsapp";

/**
 * What the web app sends in socket.io's handshake (`auth`): it does not read AddMessageContact. A client that
 * sends nothing is taken for one written against the old hub and receives it.
 */
export const HUB_CLIENT_AUTH = { addMessageContact: false } as const;

/** Names of everything that travels over the hub, for server and client alike. */
export const HUB_EVENTS = {
  /** client -> server: register the session token; answered with Success (and the ack). */
  setUser: "SetUser",
  /** client -> server: the contact simulator follows a business's sandbox. */
  joinSandbox: "JoinSandbox",
  successConnect: "SuccessConnect",
  success: "Success",
  accountExit: "Account_Exit",
  newMessage: "NewMessage",
  newContact: "NewContact",
  reassign: "Reassign",
  dessign: "Dessign",
  addMessageToContact: "AddMessageContact",
  messageStatus: "MessageStatus",
  messageUpdated: "MessageUpdated",
  chatUpdated: "ChatUpdated",
  eventNotification: "EventNotification",
  configChanged: "ConfigChanged",
  profileChanged: "ProfileChanged",
  agentAvailability: "AgentAvailability",
  contactLabelled: "ContactLabelled",
  contactsRelabelled: "ContactsRelabelled",
  campaignProgress: "CampaignProgress",
} as const satisfies Record<string, keyof ServerToClientEvents | keyof ClientToServerEvents>;

/**
 * The answer to SetUser and JoinSandbox (the ack). A refused token says why, as a 401 does: a session taken over
 * while its socket was still registering learns it here, since the Account_Exit went out before it joined.
 */
export const setUserAckSchema = z.object({
  isOk: z.boolean(),
  message: z.string(),
  reason: z.enum(UNAUTHORIZED_REASONS).optional(),
});
export type SetUserAck = z.infer<typeof setUserAckSchema>;

export const hubSuccessSchema = z.object({ userId: z.number() });
export type HubSuccess = z.infer<typeof hubSuccessSchema>;

export const hubNewMessageSchema = z.object({
  businessId: z.number(),
  conversationId: z.number(),
  contactId: z.number(),
  assignedUserId: z.number().nullable(),
  conversationStatus: z.string(),
  contact: z.object({ name: z.string(), phoneNumber: z.string() }),
  message: messageViewSchema,
});
export type HubNewMessage = z.infer<typeof hubNewMessageSchema>;

/** The spec's "message event data": what the add-message-to-contact event carries. */
export const hubMessageEventDataSchema = z.object({
  businessId: z.number(),
  Message: z.string(),
  Caption: z.string(),
  Aux: z.string(),
  Who: z.enum(["contact", "agent", "bot", "system"]),
  contactId: z.number(),
  conversationId: z.number(),
  contact: z.object({ Name: z.string(), PhoneNumber: z.string() }),
});
export type HubMessageEventData = z.infer<typeof hubMessageEventDataSchema>;

export const hubChatChangeSchema = z.object({
  businessId: z.number(),
  conversationId: z.number(),
  contactId: z.number(),
  /** take | assign | reassign | auto for Reassign; closed | deleted | timed_out | taken for Dessign; updated. */
  reason: z.string(),
  toUserId: z.number().nullable().optional(),
  fromUserId: z.number().nullable().optional(),
  status: z.string().optional(),
});
export type HubChatChange = z.infer<typeof hubChatChangeSchema>;

export const hubNewContactSchema = z.object({
  businessId: z.number(),
  conversationId: z.number(),
  contactId: z.number(),
  status: z.enum(["pending", "bot", "active"]),
});
export type HubNewContact = z.infer<typeof hubNewContactSchema>;

export const hubMessageStatusSchema = z.object({
  businessId: z.number(),
  conversationId: z.number(),
  contactId: z.number(),
  messageId: z.number(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
});
export type HubMessageStatus = z.infer<typeof hubMessageStatusSchema>;

export const hubMessageUpdatedSchema = z.object({
  businessId: z.number(),
  conversationId: z.number(),
  contactId: z.number(),
  message: messageViewSchema,
});
export type HubMessageUpdated = z.infer<typeof hubMessageUpdatedSchema>;

export const hubNotificationSchema = z.object({
  businessId: z.number(),
  id: z.number(),
  type: z.string(),
  method: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type HubNotification = z.infer<typeof hubNotificationSchema>;

/**
 * What a business's configuration screens change, each the key its readers cache it under: ConfigChanged
 * names one, and every open console of the business reads it again.
 */
export const CONFIG_KINDS = [
  "closingCategories",
  "quickAnswers",
  "areas",
  "users",
  "business",
  "settings",
  "colors",
  "autoAssign",
  "businessHours",
  "channels",
  "templates",
  "surveys",
  "bots",
  "labels",
  "contactFields",
  "segments",
  "campaignSettings",
] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

export const hubConfigChangedSchema = z.object({ businessId: z.number(), what: z.enum(CONFIG_KINDS) });
export type HubConfigChanged = z.infer<typeof hubConfigChangedSchema>;

export const hubAccountExitSchema = z.object({
  reason: z.enum(["replaced", "logout", "password_reset", "deactivated", "business_inactive", "expired"]),
});
export type HubAccountExit = z.infer<typeof hubAccountExitSchema>;

export const hubProfileChangedSchema = z.object({ userId: z.number() });
export type HubProfileChanged = z.infer<typeof hubProfileChangedSchema>;

export const hubAgentAvailabilitySchema = z.object({
  businessId: z.number(),
  userId: z.number(),
  availability: z.enum(AGENT_AVAILABILITIES),
});
export type HubAgentAvailability = z.infer<typeof hubAgentAvailabilitySchema>;

export const hubContactLabelledSchema = z.object({
  businessId: z.number(),
  contactId: z.number(),
  labelIds: z.array(z.number()),
});
export type HubContactLabelled = z.infer<typeof hubContactLabelledSchema>;

/** A bulk action's batch: these labels went on (or came off) these contacts, up to a thousand at once. */
export const hubContactsRelabelledSchema = z.object({
  businessId: z.number(),
  contactIds: z.array(z.number()),
  add: z.array(z.number()),
  remove: z.array(z.number()),
});
export type HubContactsRelabelled = z.infer<typeof hubContactsRelabelledSchema>;

/**
 * A campaign's status or counts moved: sent at most about once a second per campaign while it sends, so a
 * campaign of a hundred thousand never floods a console.
 */
export const hubCampaignProgressSchema = z.object({
  businessId: z.number(),
  campaignId: z.number(),
  status: z.enum(CAMPAIGN_STATUSES),
  counts: campaignCountsSchema,
  /** What it waits for now (its start, the line's limit, the hours), or null while it sends or once it ended. */
  waiting: campaignWaitingSchema.nullable(),
});
export type HubCampaignProgress = z.infer<typeof hubCampaignProgressSchema>;

/** Server -> client: each event with its one payload and what it is for. */
export type ServerToClientEvents = {
  /** The socket is connected; the client registers with SetUser next. */
  SuccessConnect: () => void;
  /** SetUser was accepted: the socket has joined its rooms. */
  Success: (payload: HubSuccess) => void;
  /** The session ended (signed in elsewhere, signed out, password reset): the console shows the exit dialog. */
  Account_Exit: (payload: HubAccountExit) => void;
  /** A message was added to a chat (either side): chat rows, histories, header dropdown and alerts. */
  NewMessage: (payload: HubNewMessage) => void;
  /** The same message in the spec's legacy shape, for clients written against the old hub (see above). */
  AddMessageContact: (payload: HubMessageEventData) => void;
  /** A new chat opened (pending, held by the bot, or straight to an agent). */
  NewContact: (payload: HubNewContact) => void;
  /** A chat was given to the receiving user (take, assign, reassign, automatic assignment). */
  Reassign: (payload: HubChatChange) => void;
  /** A chat left the receiving user's lists (taken by someone else, transferred, closed, deleted, timed out). */
  Dessign: (payload: HubChatChange) => void;
  /** A chat's own fields changed (mood, window, contact): the row is fetched again. */
  ChatUpdated: (payload: HubChatChange) => void;
  /** A message changed after it was first shown (its media finished downloading). */
  MessageUpdated: (payload: HubMessageUpdated) => void;
  /** A sent message's delivery status moved (sent, delivered, read, failed). */
  MessageStatus: (payload: HubMessageStatus) => void;
  /** A stored notification for the bell (method, data: the spec's Events). */
  EventNotification: (payload: HubNotification) => void;
  /** A configuration screen saved a change (categories, quick answers, areas…): readers fetch it again. */
  ConfigChanged: (payload: HubConfigChanged) => void;
  /**
   * The receiving person's role or area changed: their sockets are already in the new role's rooms, and the
   * console reads its profile (menus) again.
   */
  ProfileChanged: (payload: HubProfileChanged) => void;
  /**
   * Someone of the business connected, disconnected or switched between available and not available: the
   * managers' lists of people (connected agents, transfer and assignment choices) read it again.
   */
  AgentAvailability: (payload: HubAgentAvailability) => void;
  /** A contact's labels changed: every list and detail showing the contact puts its new chips on. */
  ContactLabelled: (payload: HubContactLabelled) => void;
  ContactsRelabelled: (payload: HubContactsRelabelled) => void;
  /** A campaign's funnel moved (the campaigns list and its page patch their counts). */
  CampaignProgress: (payload: HubCampaignProgress) => void;
};

/** Client -> server; each answers through the ack. */
export type ClientToServerEvents = {
  /** Registers the session token (and the user's id, as the spec's SetUser(token, id)). */
  SetUser: (token: string, id: number, ack: (answer: SetUserAck) => void) => void;
  /** The contact simulator follows a business's sandbox line. */
  JoinSandbox: (businessId: number, ack: (answer: SetUserAck) => void) => void;
};

export type HubServerEvent = keyof ServerToClientEvents;
/** The payload of a server event (undefined for SuccessConnect, which carries none). */
export type HubPayload<E extends HubServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** The schema of each server event's payload, for a test or a listener that checks what arrived. */
export const HUB_PAYLOAD_SCHEMAS = {
  Success: hubSuccessSchema,
  Account_Exit: hubAccountExitSchema,
  NewMessage: hubNewMessageSchema,
  AddMessageContact: hubMessageEventDataSchema,
  NewContact: hubNewContactSchema,
  Reassign: hubChatChangeSchema,
  Dessign: hubChatChangeSchema,
  ChatUpdated: hubChatChangeSchema,
  MessageUpdated: hubMessageUpdatedSchema,
  MessageStatus: hubMessageStatusSchema,
  EventNotification: hubNotificationSchema,
  ConfigChanged: hubConfigChangedSchema,
  ProfileChanged: hubProfileChangedSchema,
  AgentAvailability: hubAgentAvailabilitySchema,
  ContactLabelled: hubContactLabelledSchema,
  ContactsRelabelled: hubContactsRelabelledSchema,
  CampaignProgress: hubCampaignProgressSchema,
} satisfies { [E in Exclude<HubServerEvent, "SuccessConnect">]: z.ZodType<HubPayload<E>> };
