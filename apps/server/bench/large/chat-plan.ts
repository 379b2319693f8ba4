import type { Cell } from "./copy-in.js";
import { exponentialSeconds, pickInt, pickOne, type Random } from "./random.js";
import type { Tenant } from "./tenants.js";

export const CHAT_COLUMNS = [
  "id",
  "business_id",
  "contact_id",
  "channel_id",
  "status",
  "assigned_user_id",
  "area_id",
  "opened_at",
  "taken_at",
  "closed_at",
  "closed_by_user_id",
  "closing_category_id",
  "end_reason",
  "last_inbound_at",
  "window_expires_at",
  "last_message_at",
  "last_message_preview",
  "out_of_hours",
  "bot_step",
  "bot_outcome",
  "first_inbound_at",
  "first_response_at",
  "first_response_user_id",
  "messages_in",
  "messages_out",
  "created_at",
  "updated_at",
] as const;

export const MESSAGE_COLUMNS = [
  "id",
  "business_id",
  "conversation_id",
  "contact_id",
  "channel_id",
  "direction",
  "type",
  "author_kind",
  "author_user_id",
  "body",
  "template_name",
  "template_language",
  "status",
  "sent_at",
  "created_at",
] as const;

type Author = "contact" | "agent" | "bot";
type Message = {
  direction: "in" | "out";
  author: Author;
  userId: number | null;
  at: number;
  body: string;
  template: boolean;
};
type Kind = "closed" | "timed_out" | "deleted" | "pending" | "bot" | "active";

const INBOUND = [
  "Hola, buenas tardes",
  "¿Tienen disponibilidad?",
  "Quiero saber el estado de mi pedido",
  "¿Cuál es el horario?",
  "Gracias",
  "Necesito factura",
  "No me ha llegado",
  "¿Cuánto cuesta?",
  "Sí, por favor",
  "Mi número de cliente es 48213",
];
const AGENT = [
  "Hola, con gusto te ayudo",
  "¿Me compartes tu número de pedido?",
  "Ya lo revisé, llega mañana",
  "Te envío la factura por correo",
  "¿Algo más en lo que pueda ayudarte?",
  "Gracias por escribirnos",
];
const BOT = [
  "Bienvenido, elige una opción: 1 Ventas 2 Soporte",
  "No entendí tu respuesta, elige 1 o 2",
  "Te comunico con un asesor",
];
const BOT_OUTCOMES = ["completed", "completed", "taken", "released", "gave_up", "timed_out"] as const;
const SECOND = 1_000;
const HOUR = 3_600 * SECOND;

/** How a chat ended up: open ones only among the last day's chats, as a live queue would be. */
function kindOf(random: Random, recent: boolean, tenant: Tenant): Kind {
  const r = random();
  if (recent && r < 0.4) {
    const open = random();
    return open < 0.45 ? "active" : open < 0.55 && tenant.bots ? "bot" : "pending";
  }
  return r < 0.8 ? "closed" : r < 0.97 ? "timed_out" : "deleted";
}

/**
 * One chat and its messages, consistent with each other: the counters, first inbound, a person's first answer
 * (never a bot's or a template sent before the contact wrote) and the last message are read off the messages.
 */
export function planChat(
  random: Random,
  tenant: Tenant,
  ids: { chatId: number; contactId: number; firstMessageId: number },
  openedAt: number,
  messageCount: number,
  now: number,
  recent: boolean,
): { chat: Cell[]; messages: Cell[][] } {
  const kind = kindOf(random, recent, tenant);
  const open = kind === "pending" || kind === "bot" || kind === "active";
  const answeredKind = kind === "active" || kind === "closed" || (kind === "timed_out" && random() < 0.6);
  const agentId = answeredKind ? pickOne(random, tenant.agentIds) : null;
  const outboundFirst = answeredKind && !open && random() < 0.05;
  const withBot = kind === "bot" || (tenant.bots && !outboundFirst && random() < 0.6);
  const clamp = (at: number) => Math.min(at, now - SECOND);
  const script: Message[] = [];
  let at = openedAt;
  const say = (direction: "in" | "out", author: Author, body: string, template = false) =>
    script.push({
      direction,
      author,
      userId: author === "agent" ? agentId : null,
      at: clamp(at),
      body,
      template,
    });
  if (outboundFirst) say("out", "agent", "Hola, te contactamos sobre tu solicitud", true);
  else say("in", "contact", pickOne(random, INBOUND));
  let takenAt: number | null = null;
  while (script.length < messageCount) {
    if (withBot && takenAt === null && (kind === "bot" || script.length < 3)) {
      at += 2 * SECOND + exponentialSeconds(random, 20) * SECOND;
      const last = script[script.length - 1];
      if (last?.author === "bot") say("in", "contact", String(1 + pickInt(random, 2)));
      else say("out", "bot", pickOne(random, BOT));
      continue;
    }
    if (agentId !== null && takenAt === null) {
      takenAt = clamp(at + (10 + exponentialSeconds(random, 180)) * SECOND);
      at = takenAt + (5 + exponentialSeconds(random, 45)) * SECOND;
      say("out", "agent", pickOne(random, AGENT));
      continue;
    }
    at += (10 + exponentialSeconds(random, takenAt === null ? 300 : 90)) * SECOND;
    if (takenAt !== null && random() < 0.55) say("out", "agent", pickOne(random, AGENT));
    else say("in", "contact", pickOne(random, INBOUND));
  }
  const messages = script.slice(0, messageCount);
  // Taken but not answered yet (the script ran out of messages first).
  if (agentId !== null && takenAt === null) takenAt = clamp(at + 60 * SECOND);

  let messagesIn = 0;
  let firstInbound: number | null = null;
  let lastInbound: number | null = null;
  let firstResponse: Message | null = null;
  for (const message of messages) {
    if (message.direction === "in") {
      messagesIn++;
      firstInbound ??= message.at;
      lastInbound = message.at;
    } else if (
      message.author === "agent" &&
      firstInbound !== null &&
      firstResponse === null &&
      message.at >= firstInbound
    ) {
      firstResponse = message;
    }
  }
  const last = messages[messages.length - 1];
  const lastAt = last?.at ?? openedAt;
  const closedAt = open
    ? null
    : clamp(lastAt + (kind === "timed_out" ? 4 * HOUR : (60 + exponentialSeconds(random, 600)) * SECOND));
  const localHour = (((new Date(openedAt).getUTCHours() + tenant.utcOffsetHours) % 24) + 24) % 24;
  const channelId =
    tenant.smsChannelId !== null && random() < 0.15 ? tenant.smsChannelId : tenant.whatsappChannelId;
  const status = kind === "deleted" ? "closed" : kind;
  const date = (instant: number | null) => (instant === null ? null : new Date(instant));
  const chat: Cell[] = [
    ids.chatId,
    tenant.id,
    ids.contactId,
    channelId,
    status,
    agentId,
    random() < 0.8 ? pickOne(random, tenant.areaIds) : null,
    date(openedAt),
    date(takenAt),
    date(closedAt),
    kind === "closed" ? agentId : kind === "deleted" ? tenant.supervisorId : null,
    kind === "closed" && random() < 0.9
      ? (tenant.categoryIds[
          Math.min(pickInt(random, 3) * pickInt(random, 3), tenant.categoryIds.length - 1)
        ] ?? null)
      : null,
    open ? null : kind,
    date(lastInbound),
    date(lastInbound === null ? null : lastInbound + 24 * HOUR),
    date(lastAt),
    last?.body ?? "",
    tenant.hoursEnabled && (localHour < 8 || localHour >= 20) && !withBot,
    kind === "bot" ? "selector" : null,
    withBot && kind !== "bot" ? pickOne(random, BOT_OUTCOMES) : null,
    date(firstInbound),
    date(firstResponse?.at ?? null),
    firstResponse?.userId ?? null,
    messagesIn,
    messages.length - messagesIn,
    date(openedAt),
    date(closedAt ?? lastAt),
  ];
  const rows = messages.map((message, i): Cell[] => [
    ids.firstMessageId + i,
    tenant.id,
    ids.chatId,
    ids.contactId,
    channelId,
    message.direction,
    message.template ? "template" : "text",
    message.author,
    message.userId,
    message.body,
    message.template ? "seguimiento" : null,
    message.template ? "es_MX" : null,
    message.direction === "in" ? "received" : "read",
    message.direction === "in" ? null : new Date(message.at + SECOND),
    new Date(message.at),
  ]);
  return { chat, messages: rows };
}
