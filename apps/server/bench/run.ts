/**
 * Speed and memory targets, measured on a real database (PGlite by default, PostgreSQL with DATABASE_URL).
 * Run with `npm run bench`. Exits non-zero when a target is missed. Sizes: BENCH_CONTACTS, BENCH_CHATS.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { DEFAULT_COLORS } from "@consola/shared";
import { sql } from "drizzle-orm";
import pino from "pino";
import { activeChannelFor } from "../src/channels/channel.repo.js";
import { businesses, contacts, conversations, messages, users } from "../src/db/schema/index.js";
import { DomainEventBus } from "../src/events/domain-events.js";
import { transact } from "../src/events/transact.js";
import { contactSearchCondition } from "../src/modules/contacts/contact-search.js";
import { findChats } from "../src/modules/conversations/conversation.repo.js";
import { receiveInbound } from "../src/modules/inbound/receive-inbound.js";
import globalSetup from "../test/global-setup.js";
import { createTestDatabase } from "../test/test-database.js";
import { percentile } from "./percentile.js";

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 50_000);
const CHATS = Number(process.env.BENCH_CHATS ?? 20_000);
const INBOUND = Number(process.env.BENCH_INBOUND ?? 1_000);

type Result = { name: string; value: number; unit: string; target: number; better: "lower" | "higher" };

async function timeIt(times: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  await globalSetup();
  const database = await createTestDatabase();
  const db = database.handle.db;
  const logger = pino({ level: "silent" });
  const deps = { db, events: new DomainEventBus(logger), logger };
  const secretsKey = new TextEncoder().encode("bench-secret-key-that-is-long-enough");
  const results: Result[] = [];
  try {
    const [business] = await db
      .insert(businesses)
      .values({ name: "Bench", colors: DEFAULT_COLORS })
      .returning();
    if (!business) throw new Error("no business");
    const [agent] = await db
      .insert(users)
      .values({
        businessId: business.id,
        name: "Agente Bench",
        email: `bench-${randomUUID()}@x.test`,
        passwordHash: "x",
        role: "ProviderAgent",
      })
      .returning();
    const channel = await transact(deps, (tx) => activeChannelFor(tx, business.id, "whatsapp", secretsKey));

    // Volume: contacts, then chats with two messages each, in batches (how a busy business looks after months).
    process.stdout.write(`seeding ${CONTACTS} contacts and ${CHATS} chats…\n`);
    for (let offset = 0; offset < CONTACTS; offset += 2_000) {
      const batch = Array.from({ length: Math.min(2_000, CONTACTS - offset) }, (_, i) => ({
        businessId: business.id,
        name: `Cliente ${["Ana", "José", "María", "Luis", "Sofía"][i % 5]} ${offset + i}`,
        phoneNumber: `+5281${String(10_000_000 + offset + i).slice(-8)}`,
        typeRegister: "automatic" as const,
      }));
      await db.insert(contacts).values(batch);
    }
    const contactIds = (await db.select({ id: contacts.id }).from(contacts)).map((row) => row.id);
    for (let offset = 0; offset < CHATS; offset += 2_000) {
      const slice = contactIds.slice(offset, offset + 2_000);
      const chats = await db
        .insert(conversations)
        .values(
          slice.map((contactId, i) => ({
            businessId: business.id,
            contactId,
            channelId: channel.id,
            status: (i % 4 === 0 ? "pending" : i % 4 === 1 ? "active" : "closed") as
              | "pending"
              | "active"
              | "closed",
            assignedUserId: i % 4 === 0 ? null : (agent?.id ?? null),
            lastMessagePreview: "Hola, ¿tienen disponibilidad?",
          })),
        )
        .returning({ id: conversations.id, contactId: conversations.contactId });
      await db.insert(messages).values(
        chats.flatMap((chat) => [
          {
            businessId: business.id,
            conversationId: chat.id,
            contactId: chat.contactId,
            channelId: channel.id,
            direction: "in" as const,
            type: "text" as const,
            authorKind: "contact" as const,
            body: "Hola",
            status: "received" as const,
          },
          {
            businessId: business.id,
            conversationId: chat.id,
            contactId: chat.contactId,
            channelId: channel.id,
            direction: "out" as const,
            type: "text" as const,
            authorKind: "agent" as const,
            body: "¿En qué te ayudo?",
            status: "sent" as const,
          },
        ]),
      );
    }
    await db.execute(sql`analyze`);

    // 1. Inbound pipeline: dedupe, contact, chat, message, notifications — one transaction each. Like real
    // traffic, most messages continue a chat (4 in 5 here) and some open a new one.
    const inboundStart = performance.now();
    for (let i = 0; i < INBOUND; i++) {
      const sender = i % 5 === 0 ? 10_000_000 + i : 10_000_000 + (i % 200);
      await receiveInbound(deps, channel, {
        providerMessageId: `bench-${randomUUID()}`,
        from: `+5255${String(sender).slice(-8)}`,
        receivedAt: new Date(),
        content: { type: "text", body: `mensaje ${i}` },
      });
    }
    const perSecond = INBOUND / ((performance.now() - inboundStart) / 1_000);
    results.push({
      name: "inbound messages stored",
      value: perSecond,
      unit: "msg/s",
      target: 100,
      better: "higher",
    });

    // 2. The lists agents and managers open all day.
    const pending = await timeIt(50, () =>
      findChats(db, { businessId: business.id, statuses: ["pending"], take: 50, skip: 0, order: "oldest" }),
    );
    results.push({
      name: "pending list, p95",
      value: percentile(pending, 95),
      unit: "ms",
      target: 150,
      better: "lower",
    });
    const mine = await timeIt(50, () =>
      findChats(db, {
        businessId: business.id,
        statuses: ["active"],
        assignedUserId: agent?.id,
        take: 100,
        skip: 0,
        order: "recent",
      }),
    );
    results.push({
      name: "my active chats, p95",
      value: percentile(mine, 95),
      unit: "ms",
      target: 150,
      better: "lower",
    });

    // 3. Contact search by part of a name (accent-insensitive) or number.
    const terms = ["jose", "MARIA", "sofía 12", "8110001", "luis 49"];
    const search = await timeIt(50, (i) =>
      db
        .select({ id: contacts.id })
        .from(contacts)
        .where(contactSearchCondition(terms[i % terms.length]))
        .limit(50),
    );
    results.push({
      name: "contact search, p95",
      value: percentile(search, 95),
      unit: "ms",
      target: 150,
      better: "lower",
    });

    // 4. Memory of this process (database included when it is the embedded one).
    const rss = process.memoryUsage().rss / 1024 / 1024;
    results.push({ name: "resident memory", value: rss, unit: "MB", target: 2_048, better: "lower" });
  } finally {
    await database.drop();
  }

  let failed = false;
  process.stdout.write(`\n${"measure".padEnd(28)}${"value".padStart(12)}  target\n`);
  for (const result of results) {
    const ok = result.better === "higher" ? result.value >= result.target : result.value <= result.target;
    failed ||= !ok;
    const target = `${result.better === "higher" ? "≥" : "≤"} ${result.target} ${result.unit}`;
    process.stdout.write(
      `${result.name.padEnd(28)}${`${result.value.toFixed(1)} ${result.unit}`.padStart(12)}  ${target}  ${ok ? "ok" : "MISSED"}\n`,
    );
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
