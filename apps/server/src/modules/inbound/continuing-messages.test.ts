import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nextPhone } from "../../../test/engine-factories.js";
import { createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { activeChannelFor } from "../../channels/channel.repo.js";
import type { ChannelRecord } from "../../channels/channel-adapter.js";
import { contacts, conversations, messages, notifications } from "../../db/schema/index.js";
import { transact } from "../../events/transact.js";
import { receiveInbound } from "./receive-inbound.js";

const t = routeTestWorld({ businesses: false });

const lineOf = (businessId: number, kind: "whatsapp" | "sms") =>
  transact(t.deps, (tx) => activeChannelFor(tx, businessId, kind, t.deps.config.secretsKey));

const send = (channel: ChannelRecord, from: string, body: string, providerMessageId = `c-${randomUUID()}`) =>
  receiveInbound(t.deps, channel, {
    providerMessageId,
    from,
    receivedAt: new Date(),
    content: { type: "text", body },
  });

async function stored(channel: ChannelRecord, from: string, body: string) {
  const result = await send(channel, from, body);
  if (result.status !== "stored") throw new Error(`not stored: ${result.status}`);
  return result;
}

const chatOf = async (id: number) =>
  (await t.deps.db.select().from(conversations).where(eq(conversations.id, id)))[0];

const bodiesOf = async (conversationId: number) =>
  (
    await t.deps.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.id))
  ).map((row) => row.body);

describe("messages that continue open chats, stored together", () => {
  it("moves each chat's figures as one message at a time would, in the order the messages came", async () => {
    const business = await createBusiness(t.deps.db);
    const channel = await lineOf(business.id, "whatsapp");
    const [ana, beto] = [nextPhone(), nextPhone()];
    const first = { ana: await stored(channel, ana, "hola"), beto: await stored(channel, beto, "buenas") };
    const opened = await chatOf(first.ana.conversationId);

    const burst = [
      [ana, "uno"],
      [beto, "a"],
      [ana, "dos"],
      [ana, "tres"],
      [beto, "b"],
    ] as const;
    const results = await Promise.all(burst.map(([from, body]) => send(channel, from, body)));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill("stored"));

    expect(await bodiesOf(first.ana.conversationId)).toEqual(["hola", "uno", "dos", "tres"]);
    expect(await bodiesOf(first.beto.conversationId)).toEqual(["buenas", "a", "b"]);
    const chat = await chatOf(first.ana.conversationId);
    expect(chat).toMatchObject({
      status: "pending",
      unreadCount: 4,
      messagesIn: 4,
      lastMessagePreview: "tres",
      firstInboundAt: opened?.firstInboundAt,
    });
    expect(chat?.lastMessageAt.getTime()).toBeGreaterThanOrEqual(opened?.lastMessageAt.getTime() ?? 0);
    expect(chat?.windowExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    expect(await chatOf(first.beto.conversationId)).toMatchObject({
      unreadCount: 3,
      lastMessagePreview: "b",
    });
  });

  it("tells a taken chat's agent of each message, each notification before its message", async () => {
    const business = await createBusiness(t.deps.db);
    const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    const channel = await lineOf(business.id, "whatsapp");
    const from = nextPhone();
    const { conversationId } = await stored(channel, from, "hola");
    await t.deps.db
      .update(conversations)
      .set({ status: "active", assignedUserId: agent.id })
      .where(eq(conversations.id, conversationId));

    const heard: string[] = [];
    const offs = [
      t.deps.events.subscribe("notification.created", (event) => {
        if (event.businessId === business.id) heard.push(`notification:${String(event.data.message)}`);
      }),
      t.deps.events.subscribe("message.created", (event) => {
        if (event.businessId === business.id) {
          heard.push(`message:${event.message.body}`);
          expect(event).toMatchObject({ assignedUserId: agent.id, conversationStatus: "active" });
        }
      }),
    ];
    try {
      await Promise.all(["uno", "dos", "tres"].map((body) => send(channel, from, body)));
    } finally {
      for (const off of offs) off();
    }
    expect(heard).toEqual([
      "notification:uno",
      "message:uno",
      "notification:dos",
      "message:dos",
      "notification:tres",
      "message:tres",
    ]);
    const rows = await t.deps.db
      .select({ type: notifications.type, scope: notifications.scope, userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.userId, agent.id), eq(notifications.type, "new_message")));
    expect(rows).toEqual(Array(3).fill({ type: "new_message", scope: "personal", userId: agent.id }));
  });

  it("takes a chat with an SMS keyword among its messages through the full pipeline, order kept", async () => {
    const business = await createBusiness(t.deps.db);
    const channel = await lineOf(business.id, "sms");
    const from = nextPhone();
    const { conversationId, contactId } = await stored(channel, from, "hola");
    const results = await Promise.all(["antes", "STOP", "después"].map((body) => send(channel, from, body)));
    expect(results.map((result) => result.status)).toEqual(["stored", "stored", "stored"]);
    expect(await bodiesOf(conversationId)).toEqual(["hola", "antes", "STOP", "después"]);
    const [contact] = await t.deps.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact?.optIn).toBe(false);
    expect(await chatOf(conversationId)).toMatchObject({ unreadCount: 4, windowExpiresAt: null });
  });

  it("opens a new chat when the last one ended, and skips a replay of a stored message", async () => {
    const business = await createBusiness(t.deps.db);
    const channel = await lineOf(business.id, "whatsapp");
    const from = nextPhone();
    const replayed = `c-replay-${randomUUID()}`;
    const first = await send(channel, from, "hola", replayed);
    if (first.status !== "stored") throw new Error("not stored");
    const [again, other] = await Promise.all([
      send(channel, from, "hola", replayed),
      send(channel, from, "y?"),
    ]);
    expect([again.status, other.status]).toEqual(["duplicate", "stored"]);
    expect(await chatOf(first.conversationId)).toMatchObject({ unreadCount: 2, messagesIn: 2 });

    await t.deps.db
      .update(conversations)
      .set({ status: "closed", closedAt: new Date(), endReason: "closed" })
      .where(eq(conversations.id, first.conversationId));
    const later = await Promise.all([send(channel, from, "otra vez"), send(channel, from, "hola?")]);
    const reopened = later.map((result) => (result.status === "stored" ? result.conversationId : 0));
    expect(reopened[0]).not.toBe(first.conversationId);
    expect(reopened[1]).toBe(reopened[0]);
    expect(await bodiesOf(reopened[0] ?? 0)).toEqual(["otra vez", "hola?"]);
  });
});
