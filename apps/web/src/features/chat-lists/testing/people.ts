import type { ChatSummary } from "@consola/shared";

let nextId = 100;

/** A chat as the server lists it; each call is a new chat unless told otherwise. */
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
    ...overrides,
  };
}

export const PEOPLE = [
  {
    id: 5,
    name: "Ana López",
    role: "ProviderAgent",
    roleName: "Agente",
    area: { id: 1, name: "Ventas" },
    availability: "available",
    openChats: 2,
  },
  {
    id: 6,
    name: "Luis Hernández",
    role: "ProviderAgent",
    roleName: "Agente",
    area: null,
    availability: "offline",
    openChats: 0,
  },
] as const;
