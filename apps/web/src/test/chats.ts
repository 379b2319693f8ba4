import type { ChatSummary, MessageView } from "@consola/shared";

const HOUR = 3_600_000;
let nextId = 100;

/** A chat as the server lists it, waiting in the queue; each call is a new chat unless told otherwise. */
export function buildChat(overrides: Partial<ChatSummary> = {}): ChatSummary {
  const id = overrides.id ?? nextId++;
  const contactId = overrides.contactId ?? id + 1000;
  return {
    id,
    status: "pending",
    channel: "whatsapp",
    contactId,
    contact: { id: contactId, name: `Contacto ${id}`, phoneNumber: "+528112345678", optIn: true },
    phone: "+528112345678",
    agent: null,
    area: null,
    mood: null,
    date: "2026-11-20T15:00:00.000Z",
    takenAt: null,
    closedAt: null,
    endReason: null,
    closingCategory: null,
    closeComments: "",
    lastMessage: "Hola, quiero una cotización",
    lastMessageAt: "2026-11-20T15:00:00.000Z",
    unreadCount: 1,
    windowExpiresAt: "2026-11-21T15:00:00.000Z",
    lastInboundAt: "2026-11-20T15:00:00.000Z",
    outOfHours: false,
    botStep: null,
    referral: null,
    labelIds: [],
    campaign: null,
    ...overrides,
  };
}

/** A chat Ana Torres (the signed-in user of test/fixtures) is attending, its reply window still open. */
export function buildActiveChat(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return buildChat({
    status: "active",
    agent: { id: 7, name: "Ana Torres" },
    takenAt: "2026-11-20T15:00:00.000Z",
    unreadCount: 0,
    windowExpiresAt: new Date(Date.now() + 5 * HOUR).toISOString(),
    lastInboundAt: new Date(Date.now() - 19 * HOUR).toISOString(),
    ...overrides,
  });
}

export function buildMessage(overrides: Partial<MessageView> = {}): MessageView {
  return {
    id: nextId++,
    conversationId: 1,
    contactId: 1001,
    direction: "in",
    type: "text",
    author: "contact",
    agent: null,
    body: "Hola",
    caption: "",
    media: null,
    mediaPending: false,
    location: null,
    template: null,
    status: "received",
    error: null,
    details: null,
    reaction: null,
    clientId: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
