import { type ChatMood, messagePreview } from "@consola/shared";
import dayjs from "dayjs";
import { and, eq } from "drizzle-orm";
import { sandboxExternalId } from "../../channels/channel.repo.js";
import { businessDayRange } from "../../time/business-time.js";
import type { Executor } from "../client.js";
import { ofBusiness } from "../of-business.js";
import {
  areas,
  businessChannels,
  closingCategories,
  contacts,
  conversations,
  messages,
  users,
} from "../schema/index.js";
import { seededRandom } from "./seeded-random.js";

/** How many past days the demo's reports have traffic for (today is left to the person trying the demo). */
export const DEMO_HISTORY_DAYS = 30;

const CONTACT_WORDS = [
  "Quisiera saber el estado de mi orden",
  "¿Tienen disponible el modelo que vi en la página?",
  "Buenas tardes, necesito una cotización",
  "¿A qué hora abren mañana?",
  "Me llegó incompleto el envío",
  "¿Aceptan pago con tarjeta?",
  "Gracias por la información",
];
const AGENT_WORDS = [
  "Con gusto le ayudo, ¿me comparte su número de orden?",
  "Ya lo revisé: sale hoy por paquetería",
  "Le envío la cotización en un momento",
  "Abrimos a las 9:00, le esperamos",
  "Quedo al pendiente de cualquier otra duda",
];
const MOODS: ChatMood[] = ["normal", "normal", "normal", "processing", "sad", "angry"];

type HistoryInput = {
  businessId: number;
  timeZone: string;
  people: string[];
  seed: number;
  perDay: [number, number];
};

/**
 * A month of ended chats for the demo's reports: contacts writing in office hours, agents answering within
 * seconds or minutes, closings under the business's categories, a few timed out or never answered. Every
 * figure the reports read (first answer, counters, areas) is consistent with the messages stored.
 */
export async function seedDemoHistory(tx: Executor, input: HistoryInput): Promise<void> {
  const random = seededRandom(input.seed);
  const clock = { timeZone: input.timeZone, addHours: 0 };
  const [line] = await tx
    .insert(businessChannels)
    .values({
      businessId: input.businessId,
      kind: "whatsapp",
      provider: "sandbox",
      externalId: sandboxExternalId(input.businessId, "whatsapp"),
    })
    .returning({ id: businessChannels.id });
  if (!line) throw new Error("no sandbox line");
  const agents = await tx
    .select({ id: users.id, name: users.name, areaId: users.areaId })
    .from(users)
    .where(and(ofBusiness(users, input.businessId), eq(users.role, "ProviderAgent")));
  const categories = await tx
    .select({ id: closingCategories.id })
    .from(closingCategories)
    .where(and(ofBusiness(closingCategories, input.businessId), eq(closingCategories.status, "active")));
  const areaIds = (
    await tx.select({ id: areas.id }).from(areas).where(ofBusiness(areas, input.businessId))
  ).map((area) => area.id);
  const people = await tx
    .insert(contacts)
    .values(
      input.people.map((phoneNumber, index) => ({
        businessId: input.businessId,
        name: HISTORY_NAMES[index % HISTORY_NAMES.length] ?? "Cliente",
        phoneNumber,
        typeRegister: "automatic" as const,
      })),
    )
    .returning({ id: contacts.id });
  if (agents.length === 0 || people.length === 0) return;

  const today = dayjs().tz(input.timeZone).format("YYYY-MM-DD");
  for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
    const day = dayjs(today).subtract(back, "day");
    // Sundays are quiet; the rest of the week has its usual traffic.
    const chats = day.day() === 0 ? random.between(0, 1) : random.between(...input.perDay);
    const { startsAt } = businessDayRange(day.format("YYYY-MM-DD"), clock);
    for (let n = 0; n < chats; n++) {
      const contact = random.pick(people);
      const agent = random.pick(agents);
      let at = startsAt.getTime() + random.between(9 * 3600, 18 * 3600) * 1000;
      const openedAt = new Date(at);
      const unanswered = random.chance(0.06);
      const timedOut = unanswered || random.chance(0.08);
      const rows: (typeof messages.$inferInsert)[] = [];
      let firstResponseAt: Date | null = null;
      const turns = random.between(1, 3);
      for (let turn = 0; turn < turns; turn++) {
        rows.push({
          businessId: input.businessId,
          conversationId: 0,
          contactId: contact.id,
          channelId: line.id,
          direction: "in",
          type: "text",
          authorKind: "contact",
          body: random.pick(CONTACT_WORDS),
          status: "received",
          createdAt: new Date(at),
          seenAt: new Date(at + 1000),
        });
        if (unanswered) break;
        // First answers mostly within five minutes, some slower; later ones quicker.
        at +=
          (turn === 0 ? random.between(15, random.chance(0.75) ? 300 : 1500) : random.between(20, 180)) *
          1000;
        firstResponseAt ??= new Date(at);
        rows.push({
          businessId: input.businessId,
          conversationId: 0,
          contactId: contact.id,
          channelId: line.id,
          direction: "out",
          type: "text",
          authorKind: "agent",
          authorUserId: agent.id,
          body: random.pick(AGENT_WORDS),
          status: "read",
          createdAt: new Date(at),
          sentAt: new Date(at + 1000),
          deliveredAt: new Date(at + 2000),
          readAt: new Date(at + 30_000),
        });
        at += random.between(60, 600) * 1000;
      }
      const last = rows.at(-1);
      if (!last?.createdAt || !(last.createdAt instanceof Date)) continue;
      const closedAt = new Date(timedOut ? last.createdAt.getTime() + 24 * 3600 * 1000 : at);
      const [chat] = await tx
        .insert(conversations)
        .values({
          businessId: input.businessId,
          contactId: contact.id,
          channelId: line.id,
          status: timedOut ? "timed_out" : "closed",
          endReason: timedOut ? "timed_out" : "closed",
          assignedUserId: unanswered ? null : agent.id,
          areaId: agent.areaId ?? (areaIds.length > 0 && random.chance(0.5) ? random.pick(areaIds) : null),
          mood: timedOut ? null : random.pick(MOODS),
          openedAt,
          takenAt: unanswered ? null : new Date(openedAt.getTime() + 5_000),
          closedAt,
          closedByUserId: timedOut ? null : agent.id,
          closingCategoryId: timedOut || categories.length === 0 ? null : random.pick(categories).id,
          firstInboundAt: openedAt,
          firstResponseAt,
          firstResponseUserId: firstResponseAt ? agent.id : null,
          messagesIn: rows.filter((row) => row.direction === "in").length,
          messagesOut: rows.filter((row) => row.direction === "out").length,
          lastInboundAt: openedAt,
          lastMessageAt: last.createdAt,
          lastMessagePreview: messagePreview({ type: "text", body: last.body ?? "", caption: "" }),
          createdAt: openedAt,
        })
        .returning({ id: conversations.id });
      if (!chat) throw new Error("no chat");
      await tx.insert(messages).values(rows.map((row) => ({ ...row, conversationId: chat.id })));
    }
  }
}

/** The people who wrote in the past month (their numbers come from the demo data). */
const HISTORY_NAMES = [
  "Adriana Cuevas",
  "Bernardo Lozano",
  "Carmen Ibarra",
  "Daniel Orozco",
  "Elena Fuentes",
  "Fernando Tapia",
  "Gabriela Rangel",
  "Héctor Villarreal",
  "Irene Zamora",
  "Julián Esquivel",
  "Karla Domínguez",
  "Leonardo Pineda",
];
