import type { ChatSummary, MessageView } from "@consola/shared";

let nextId = 100;

export function buildChat(overrides: Partial<ChatSummary> = {}): ChatSummary {
  const id = overrides.id ?? nextId++;
  const contactId = overrides.contactId ?? id + 1000;
  return {
    id,
    status: "active",
    channel: "whatsapp",
    contactId,
    contact: { id: contactId, name: `Contacto ${id}`, phoneNumber: "+528181234567", optIn: true },
    phone: "+528181234567",
    agent: { id: 7, name: "Ana Torres" },
    area: null,
    mood: null,
    date: "2026-11-22T10:00:00.000Z",
    takenAt: "2026-11-22T10:00:00.000Z",
    closedAt: null,
    endReason: null,
    closingCategory: null,
    closeComments: "",
    lastMessage: "Hola",
    lastMessageAt: "2026-11-22T10:00:00.000Z",
    unreadCount: 0,
    windowExpiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    lastInboundAt: new Date(Date.now() - 19 * 3_600_000).toISOString(),
    ...overrides,
  };
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
    clientId: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
