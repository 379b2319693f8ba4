import { randomUUID } from "node:crypto";
import { activeChannelFor } from "../src/channels/channel.repo.js";
import type { InboundMessage } from "../src/channels/channel-adapter.js";
import type { Database } from "../src/db/client.js";
import { agentPresence, closingCategories } from "../src/db/schema/index.js";
import type { AppDeps } from "../src/deps.js";
import { transact } from "../src/events/transact.js";
import { receiveInbound } from "../src/modules/inbound/receive-inbound.js";

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
