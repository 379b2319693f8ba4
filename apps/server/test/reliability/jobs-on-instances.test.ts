import { and, count, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { auditLog, conversations, messages } from "../../src/db/schema/index.js";
import { DomainEventBus, type DomainEvents } from "../../src/events/domain-events.js";
import { fetchPendingMedia } from "../../src/jobs/media-fetcher.js";
import { releaseTimedOutBotChats } from "../../src/modules/bots/bot-release.js";
import { assignWaitingChats } from "../../src/modules/conversations/auto-assign.js";
import { timeOutExpiredChats } from "../../src/modules/conversations/time-out.js";
import { startOutboxWorker } from "../../src/modules/outbound/outbox-worker.js";
import { pendingChat, setAvailable, switchBotsOn } from "../engine-factories.js";
import { createBusiness, createUser, signedInAs } from "../factories.js";
import { recordingAdapter } from "../recording-adapter.js";
import { type RouteTestWorld, routeTestWorld } from "../route-test-world.js";

/**
 * Every instance runs every background job. Two "instances" here are two connection pools and two
 * event buses on one PostgreSQL database, running the same job at the same moment in small batches so their
 * claims interleave: no chat is closed, released or assigned twice, no reply is sent twice and no file is
 * downloaded twice. (PostgreSQL only: PGlite is one connection, on which nothing runs at once.)
 */
const logger = pino({ level: "silent" });

/** The sandbox lines' provider, recording each send and each media download (slow enough to interleave). */
const provider = recordingAdapter();
const fetchedRefs: string[] = [];
const adapter = {
  ...provider.adapter,
  async fetchMedia(_channel: unknown, remoteRef: string) {
    fetchedRefs.push(remoteRef);
    await new Promise((resolve) => setTimeout(resolve, 2));
    return { data: Buffer.from(`archivo ${remoteRef}`), mime: "image/png" };
  },
} satisfies typeof provider.adapter;

describe.skipIf(!process.env.DATABASE_URL)("background jobs on two instances at once", () => {
  const t = routeTestWorld({ app: { adapters: [adapter] }, businesses: false });
  let secondHandle: DatabaseHandle;
  let second: RouteTestWorld["deps"];

  beforeAll(async () => {
    // pgliteDir is for PGlite only; this suite runs on PostgreSQL.
    secondHandle = await openDatabase({ databaseUrl: t.databaseUrl, pgliteDir: "", logger });
    // The same configuration, channels and media store; its own pool and event bus, as another process has.
    second = { ...t.deps, db: secondHandle.db, events: new DomainEventBus(logger) };
  });
  afterAll(async () => {
    await secondHandle?.close();
  });

  /** Every event `name` either instance publishes while `run` runs. */
  async function heardOnBoth<K extends keyof DomainEvents>(name: K, run: () => Promise<unknown>) {
    const heard: DomainEvents[K][] = [];
    const offs = [t.deps.events, second.events].map((bus) =>
      bus.subscribe(name, (event) => heard.push(event)),
    );
    try {
      await run();
    } finally {
      for (const off of offs) off();
    }
    return heard;
  }

  async function chats(businessId: number, count: number) {
    const opened: number[] = [];
    for (let i = 0; i < count; i++) opened.push((await pendingChat(t.deps, businessId)).conversationId);
    return opened;
  }

  it("times out each expired chat once: one close, one audit row, one announcement", async () => {
    const business = await createBusiness(t.deps.db);
    const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    const ids = await chats(business.id, 24);
    await t.deps.db
      .update(conversations)
      .set({ status: "active", assignedUserId: agent.id, windowExpiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(conversations.id, ids));

    let done: number[] = [];
    const ended = await heardOnBoth("conversation.ended", async () => {
      done = await Promise.all([timeOutExpiredChats(t.deps, 3), timeOutExpiredChats(second, 3)]);
    });

    expect(done[0]).toBeGreaterThan(0);
    expect(done[1]).toBeGreaterThan(0);
    expect((done[0] ?? 0) + (done[1] ?? 0)).toBe(ids.length);
    expect(ended.map((event) => event.conversationId).sort()).toEqual([...ids].sort());
    const [audited] = await t.deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "chat.timed_out"), inArray(auditLog.entityId, ids.map(String))));
    expect(audited?.n).toBe(ids.length);
  });

  it("lets each chat the bots held too long go once, with one timeout message", async () => {
    const business = await createBusiness(t.deps.db);
    await switchBotsOn(t.deps.db, business.id, { nameChange: {} });
    const ids = await chats(business.id, 16);
    await t.deps.db
      .update(conversations)
      .set({ botDeadlineAt: sql`now() - interval '1 minute'` })
      .where(inArray(conversations.id, ids));
    const outBefore = await outgoingCount(ids);

    let done: number[] = [];
    const requeued = await heardOnBoth("conversation.requeued", async () => {
      done = await Promise.all([releaseTimedOutBotChats(t.deps), releaseTimedOutBotChats(second)]);
    });

    expect((done[0] ?? 0) + (done[1] ?? 0)).toBe(ids.length);
    expect(requeued.map((event) => event.conversationId).sort()).toEqual([...ids].sort());
    const rows = await t.deps.db
      .select({ status: conversations.status })
      .from(conversations)
      .where(inArray(conversations.id, ids));
    expect(rows.every((row) => row.status === "pending")).toBe(true);
    // Whatever the bots say on letting a chat go, they say it once per chat.
    expect((await outgoingCount(ids)) - outBefore).toBeLessThanOrEqual(ids.length);
  });

  it("never gives an agent more chats than the business allows, whichever instance assigns", async () => {
    const business = await createBusiness(t.deps.db, { autoAssignEnabled: true, autoAssignMaxChats: 3 });
    const ids = await chats(business.id, 12);
    const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    await setAvailable(t.deps.db, agent.id, business.id);

    const assigned = await heardOnBoth("conversation.assigned", () =>
      Promise.all([assignWaitingChats(t.deps, business.id), assignWaitingChats(second, business.id)]),
    );

    const rows = await t.deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(inArray(conversations.id, ids), eq(conversations.assignedUserId, agent.id)));
    expect(rows).toHaveLength(3);
    expect(assigned).toHaveLength(3);
  });

  it("sends each queued reply once when two outbox workers drain the queue together", async () => {
    const business = await createBusiness(t.deps.db);
    const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const ids = await chats(business.id, 6);
    const queued: number[] = [];
    for (const id of ids) {
      await agent.api.post("/api/wp/TakePendient", { id, agentId: 0 });
      // Three batches' worth (the worker claims 20 at a time), so the two workers' claims interleave.
      for (let i = 0; i < 10; i++) {
        const sent = await agent.api.post<{ id: number }>("/api/wp/SendMessage", {
          conversationId: id,
          message: `respuesta ${i}`,
        });
        queued.push(sent.body.data.id);
      }
    }
    const sentBefore = provider.sent.length;

    const workers = [startOutboxWorker(t.deps), startOutboxWorker(second)];
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));

    // The earlier cases' bot and time-out messages were queued too, and go out in the same drain.
    const sent = provider.sent.slice(sentBefore).map((message) => message.messageId);
    expect(new Set(sent).size).toBe(sent.length);
    const ours = new Set(queued);
    expect(sent.filter((id) => ours.has(id)).sort((a, b) => a - b)).toEqual(
      [...queued].sort((a, b) => a - b),
    );
    const rows = await t.deps.db
      .select({ status: messages.status })
      .from(messages)
      .where(inArray(messages.id, queued));
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("downloads each referenced file once when two instances fetch media together", async () => {
    const business = await createBusiness(t.deps.db);
    const refs: string[] = [];
    for (let i = 0; i < 24; i++) {
      const ref = `media-${business.id}-${i}`;
      refs.push(ref);
      await pendingChat(t.deps, business.id, {
        content: { type: "image", caption: "", mime: "image/png", source: { kind: "remote", ref } },
      });
    }
    fetchedRefs.length = 0;

    // Each instance's job claims a batch of 4 a pass; both run passes until nothing is left.
    const untilDone = async (deps: RouteTestWorld["deps"]) => {
      let fetched = 0;
      for (;;) {
        const got = await fetchPendingMedia(deps, 4);
        if (got === 0) return fetched;
        fetched += got;
      }
    };
    const done = await Promise.all([untilDone(t.deps), untilDone(second)]);

    expect(done[0]).toBeGreaterThan(0);
    expect(done[1]).toBeGreaterThan(0);
    expect((done[0] ?? 0) + (done[1] ?? 0)).toBe(refs.length);
    expect([...fetchedRefs].sort()).toEqual([...refs].sort());
    const rows = await t.deps.db
      .select({ key: messages.mediaKey })
      .from(messages)
      .where(inArray(messages.mediaRemoteRef, refs));
    expect(rows.filter((row) => row.key !== null)).toHaveLength(refs.length);
  });

  async function outgoingCount(conversationIds: number[]) {
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(messages)
      .where(and(inArray(messages.conversationId, conversationIds), eq(messages.direction, "out")));
    return row?.n ?? 0;
  }
});
