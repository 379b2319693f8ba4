import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { nextPhone } from "../../../test/engine-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { activeChannelFor } from "../../channels/channel.repo.js";
import type { ChannelRecord } from "../../channels/channel-adapter.js";
import { messages } from "../../db/schema/index.js";
import { transact } from "../../events/transact.js";
import { type InboundStorer, MAX_INBOUND_BATCH, storeInBatch } from "./inbound-queue.js";
import { receiveInbound } from "./receive-inbound.js";

let channel: ChannelRecord;
const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  const business = await createBusiness(t.deps.db);
  channel = await transact(t.deps, (tx) =>
    activeChannelFor(tx, business.id, "whatsapp", t.deps.config.secretsKey),
  );
});

const text = (from: string, body: string, providerMessageId = `q-${randomUUID()}`) =>
  receiveInbound(t.deps, channel, {
    providerMessageId,
    from,
    receivedAt: new Date(),
    content: { type: "text", body },
  });

/** Counts the transactions and the single statements the pipeline sends to the app's database while `work` runs. */
async function countingTransactions<T>(
  work: () => Promise<T>,
): Promise<{ result: T; transactions: number; statements: number }> {
  const transaction = vi.spyOn(t.deps.db, "transaction");
  const execute = vi.spyOn(t.deps.db, "execute");
  try {
    const result = await work();
    return { result, transactions: transaction.mock.calls.length, statements: execute.mock.calls.length };
  } finally {
    transaction.mockRestore();
    execute.mockRestore();
  }
}

describe("inbound group commit", () => {
  it("stores what arrives together in few transactions, and a contact's messages in the order they came", async () => {
    const from = nextPhone();
    const bodies = Array.from({ length: 40 }, (_, index) => `mensaje ${index + 1}`);
    const { result, transactions, statements } = await countingTransactions(() =>
      Promise.all(bodies.map((body) => text(from, body))),
    );
    expect(result.every((stored) => stored.status === "stored")).toBe(true);
    // One contact: one lane. The first message goes at once (it opens the chat: a transaction), the other 39
    // wait for it and continue the chat together, in one statement.
    expect(transactions).toBe(1);
    expect(statements).toBeLessThanOrEqual(3);
    const [first] = result;
    if (first?.status !== "stored") throw new Error("not stored");
    const rows = await t.deps.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.conversationId, first.conversationId))
      .orderBy(asc(messages.id));
    expect(rows.map((row) => row.body)).toEqual(bodies);
  });

  it("stores a message sent twice in one batch once", async () => {
    const from = nextPhone();
    const id = `q-twice-${randomUUID()}`;
    const [opening, one, two] = await Promise.all([
      text(from, "primero"),
      text(from, "repetido", id),
      text(from, "repetido", id),
    ]);
    expect(opening?.status).toBe("stored");
    expect([one?.status, two?.status].sort()).toEqual(["duplicate", "stored"]);
    const stored = await t.deps.db.select().from(messages).where(eq(messages.providerMessageId, id));
    expect(stored).toHaveLength(1);
  });

  it("a message that fails does not fail the others of its batch: they are stored again one by one", async () => {
    const from = nextPhone();
    const failing = `q-fails-${randomUUID()}`;
    const storer: InboundStorer = {
      storeAtOnce: async () => new Map(),
      storeInTransaction: async (_tx, entries) => {
        if (entries.some(({ item }) => item.inbound.providerMessageId === failing)) {
          throw new Error("broken message");
        }
        return entries.map(() => ({ status: "duplicate" as const }));
      },
    };
    const item = (providerMessageId: string) => ({
      deps: t.deps,
      channel,
      phone: from,
      inbound: {
        providerMessageId,
        from,
        receivedAt: new Date(),
        content: { type: "text" as const, body: "x" },
      },
    });
    const outcomes = await Promise.allSettled([
      storeInBatch(item(`q-a-${randomUUID()}`), storer),
      storeInBatch(item(`q-b-${randomUUID()}`), storer),
      storeInBatch(item(failing), storer),
      storeInBatch(item(`q-c-${randomUUID()}`), storer),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
  });

  it("never puts more than MAX_INBOUND_BATCH messages in one batch", async () => {
    const from = nextPhone();
    const total = MAX_INBOUND_BATCH * 2 + 5;
    const sizes: number[] = [];
    const storer: InboundStorer = {
      storeAtOnce: async (_db, entries) => {
        sizes.push(entries.length);
        return new Map(entries.map((_, position) => [position, { status: "duplicate" as const }]));
      },
      storeInTransaction: async () => [],
    };
    const results = await Promise.all(
      Array.from({ length: total }, (_, index) =>
        storeInBatch(
          {
            deps: t.deps,
            channel,
            phone: from,
            inbound: {
              providerMessageId: `q-cap-${index}-${randomUUID()}`,
              from,
              receivedAt: new Date(),
              content: { type: "text", body: `m${index}` },
            },
          },
          storer,
        ),
      ),
    );
    expect(results).toHaveLength(total);
    expect(Math.max(...sizes)).toBe(MAX_INBOUND_BATCH);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(total);
  });
});
