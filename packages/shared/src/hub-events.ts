import type { MessageView } from "./schemas/conversations.schema.js";

/** Socket.IO path of the hub (the spec's hub "named after the chat channel"). */
export const HUB_PATH = "/hub/whatsapp";

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
  /** Generic (method, data) event of the spec. */
  events: "Events",
} as const;

export type SetUserAck = { isOk: boolean; message: string };

export type HubNewMessage = {
  businessId: number;
  conversationId: number;
  contactId: number;
  assignedUserId: number | null;
  conversationStatus: string;
  contact: { name: string; phoneNumber: string };
  message: MessageView;
};

/** The spec's "message event data": what the add-message-to-contact event carries. */
export type HubMessageEventData = {
  businessId: number;
  Message: string;
  Caption: string;
  Aux: string;
  Who: "contact" | "agent" | "bot" | "system";
  contactId: number;
  conversationId: number;
  contact: { Name: string; PhoneNumber: string };
};

export type HubChatChange = {
  businessId: number;
  conversationId: number;
  contactId: number;
  /** take | assign | reassign | auto for Reassign; closed | deleted | timed_out | taken for Dessign. */
  reason: string;
  toUserId?: number | null;
  fromUserId?: number | null;
  status?: string;
};

export type HubNewContact = {
  businessId: number;
  conversationId: number;
  contactId: number;
  status: "pending" | "bot" | "active";
};

export type HubMessageStatus = {
  businessId: number;
  conversationId: number;
  contactId: number;
  messageId: number;
  status: MessageView["status"];
  error: string | null;
};

export type HubNotification = {
  businessId: number;
  id: number;
  type: string;
  method: string;
  data: Record<string, unknown>;
};

export type HubAccountExit = { reason: "replaced" | "logout" | "password_reset" | "deactivated" | "expired" };
