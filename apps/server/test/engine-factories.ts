import { randomUUID } from "node:crypto";
import {
  DEFAULT_BOT_TEXTS,
  type NameChangeTexts,
  type SelectorTexts,
  type WelcomeTexts,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { activeChannelFor } from "../src/channels/channel.repo.js";
import type { InboundMessage } from "../src/channels/channel-adapter.js";
import type { Database } from "../src/db/client.js";
import { agentPresence, botSettings, closingCategories } from "../src/db/schema/index.js";
import type { AppDeps } from "../src/deps.js";
import { transact } from "../src/events/transact.js";
import { receiveInbound } from "../src/modules/inbound/receive-inbound.js";
import { createArea } from "./factories.js";

let phoneSeed = 1000;
/** A valid, unused Mexican mobile number. */
export const nextPhone = () => `+52811${String(phoneSeed++).padStart(7, "0")}`;

export async function inbound(
  deps: AppDeps,
  businessId: number,
  input: {
    from?: string;
    text?: string;
    name?: string;
    kind?: "whatsapp" | "sms";
    providerMessageId?: string;
    receivedAt?: Date;
    content?: InboundMessage["content"];
  } = {},
) {
  const channel = await transact(deps, (tx) =>
    activeChannelFor(tx, businessId, input.kind ?? "whatsapp", deps.config.secretsKey),
  );
  const from = input.from ?? nextPhone();
  const result = await receiveInbound(deps, channel, {
    providerMessageId: input.providerMessageId ?? `test-${randomUUID()}`,
    from,
    ...(input.name ? { profileName: input.name } : {}),
    receivedAt: input.receivedAt ?? new Date(),
    content: input.content ?? { type: "text", body: input.text ?? "Hola, necesito ayuda" },
  });
  return { ...result, from, channel };
}

/** A stored inbound message, for tests that only need the chat it opened. */
export async function pendingChat(
  deps: AppDeps,
  businessId: number,
  input: Parameters<typeof inbound>[2] = {},
) {
  const result = await inbound(deps, businessId, input);
  if (result.status !== "stored") throw new Error(`inbound not stored: ${result.status}`);
  return result;
}

export async function createClosingCategory(
  db: Database,
  businessId: number,
  name = `Resuelto ${randomUUID().slice(0, 6)}`,
) {
  const [category] = await db
    .insert(closingCategories)
    .values({ businessId, name, description: "Atendido por completo" })
    .returning();
  if (!category) throw new Error("no category");
  return category;
}

export async function setAvailable(
  db: Database,
  userId: number,
  businessId: number,
  state: "available" | "not_available" | "offline" = "available",
) {
  await db
    .insert(agentPresence)
    .values({ userId, businessId, day: new Date().toISOString().slice(0, 10), state })
    .onConflictDoUpdate({ target: agentPresence.userId, set: { state } });
}

/**
 * Switches a business's bots on as a test needs them, each with the default texts over what is given; the
 * selector offers `areaIds` (one new area when none is given).
 */
export async function switchBotsOn(
  db: Database,
  businessId: number,
  bots: {
    welcome?: Partial<WelcomeTexts>;
    nameChange?: Partial<NameChangeTexts>;
    selector?: Partial<SelectorTexts> & { areaIds?: number[] };
  },
) {
  const rows: (typeof botSettings.$inferInsert)[] = [];
  if (bots.welcome)
    rows.push({
      businessId,
      kind: "welcome",
      active: true,
      texts: { ...DEFAULT_BOT_TEXTS.welcome, ...bots.welcome },
    });
  if (bots.nameChange) {
    rows.push({
      businessId,
      kind: "name_change",
      active: true,
      texts: { ...DEFAULT_BOT_TEXTS.name_change, ...bots.nameChange },
    });
  }
  if (bots.selector) {
    const { areaIds, ...texts } = bots.selector;
    const ids = areaIds ?? [(await createArea(db, businessId)).id];
    rows.push({
      businessId,
      kind: "selector",
      active: true,
      texts: { ...DEFAULT_BOT_TEXTS.selector, areas: ids.map((areaId) => ({ areaId, label: "" })), ...texts },
    });
  }
  for (const row of rows) {
    await db
      .insert(botSettings)
      .values(row)
      .onConflictDoUpdate({
        target: [botSettings.businessId, botSettings.kind],
        set: { active: true, texts: row.texts },
      });
  }
}

/** Switches every bot of a business off. */
export async function switchBotsOff(db: Database, businessId: number) {
  await db.update(botSettings).set({ active: false }).where(eq(botSettings.businessId, businessId));
}
