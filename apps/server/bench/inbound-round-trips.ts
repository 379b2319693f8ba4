/**
 * Statements the inbound pipeline sends per message, counted with Drizzle's logger (each one a round trip to
 * the database): one message continuing a chat, a new contact's first message (a new chat: BENCH_SHOW_SQL=1
 * lists its statements), then a batch of BENCH_BATCH (32) continuing messages from different contacts arriving
 * together, as a busy webhook stream delivers them. Deterministic: no timing involved.
 *
 *   DATABASE_URL=postgres://…/postgres npx tsx --conditions=source bench/inbound-round-trips.ts
 */
import { randomUUID } from "node:crypto";
import { DEFAULT_COLORS } from "@consola/shared";
import pino from "pino";
import { activeChannelFor } from "../src/channels/channel.repo.js";
import type { Database } from "../src/db/client.js";
import { businesses, users } from "../src/db/schema/index.js";
import { DomainEventBus } from "../src/events/domain-events.js";
import { transact } from "../src/events/transact.js";
import { receiveInbound } from "../src/modules/inbound/receive-inbound.js";
import globalSetup from "../test/global-setup.js";
import { createTestDatabase } from "../test/test-database.js";
import { recordingDatabase } from "./large/recording-database.js";

const BATCH = Number(process.env.BENCH_BATCH ?? 32);

async function main() {
  await globalSetup();
  const database = await createTestDatabase();
  if (!database.url) throw new Error("needs PostgreSQL: set DATABASE_URL");
  const { recording, captured, pool } = recordingDatabase(database.url);
  const logger = pino({ level: "silent" });
  const plain = { db: database.handle.db, events: new DomainEventBus(logger), logger };
  const deps = { ...plain, db: recording as unknown as Database };
  try {
    const [business] = await plain.db
      .insert(businesses)
      .values({ name: "B", colors: DEFAULT_COLORS })
      .returning();
    if (!business) throw new Error("no business");
    await plain.db.insert(users).values({
      businessId: business.id,
      name: "A",
      email: `${randomUUID()}@x.t`,
      passwordHash: "x",
      role: "ProviderAgent",
    });
    const channel = await transact(plain, (tx) =>
      activeChannelFor(tx, business.id, "whatsapp", new TextEncoder().encode("k".repeat(40))),
    );
    const send = (from: string, body: string) =>
      receiveInbound(deps, channel, {
        providerMessageId: `rt-${randomUUID()}`,
        from,
        receivedAt: new Date(),
        content: { type: "text", body },
      });
    const senders = Array.from({ length: BATCH }, (_, i) => `+5255${String(10_000_000 + i).slice(-8)}`);
    // Every contact writes once first: what follows continues their chats.
    for (const from of senders) await send(from, "hola");

    captured.length = 0;
    await send(senders[0] ?? "", "uno solo");
    const alone = captured.length;
    captured.length = 0;
    await send("+5255 9999 0000", "hola, soy nuevo");
    const newChat = captured.map((statement) => statement.query.slice(0, 150));
    if (process.env.BENCH_SHOW_SQL) for (const statement of newChat) process.stdout.write(`  ${statement}\n`);
    // The first of a burst goes at once; the rest wait for it and go together: time them from the second on.
    const first = send(senders[0] ?? "", "primero");
    captured.length = 0;
    await Promise.all([first, ...senders.map((from) => send(from, "en ráfaga"))]);
    const perMessage = captured.length / (BATCH + 1);
    const result = {
      alone,
      newChat: newChat.length,
      burst: BATCH + 1,
      burstStatements: captured.length,
      perMessage,
    };
    process.stdout.write(`a continuing message alone: ${alone} statements\n`);
    process.stdout.write(`a new contact's first message (a new chat): ${newChat.length} statements\n`);
    process.stdout.write(
      `a burst of ${BATCH + 1}: ${captured.length} statements, ${perMessage.toFixed(2)} per message\n`,
    );
    process.stdout.write(`${JSON.stringify({ inboundRoundTrips: result })}\n`);
  } finally {
    await pool.end();
    await database.drop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
