import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inbound, nextPhone, switchBotsOn } from "../../../test/engine-factories.js";
import { createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contacts, conversations, messages, notifications } from "../../db/schema/index.js";
import type { DomainEvents } from "../../events/domain-events.js";

const t = routeTestWorld({ businesses: false });

const messageCount = async (conversationId: number) =>
  (
    await t.deps.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId))
  )[0]?.n;

describe("inbound pipeline", () => {
  it("turns a first message into an automatic contact, a pending chat, a message and a NewContact for everyone", async () => {
    const business = await createBusiness(t.deps.db);
    await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    await createUser(t.deps.db, { role: "ProviderAdmin", businessId: business.id });
    const opened: DomainEvents["conversation.opened"][] = [];
    const off = t.deps.events.subscribe("conversation.opened", (event) => opened.push(event));

    const result = await inbound(t.deps, business.id, {
      text: "Hola, ¿tienen balatas?",
      name: "Jorge Salinas",
    });
    off();
    expect(result.status).toBe("stored");
    if (result.status !== "stored") return;

    const [contact] = await t.deps.db.select().from(contacts).where(eq(contacts.id, result.contactId));
    expect(contact).toMatchObject({
      name: "Jorge Salinas",
      phoneNumber: result.from,
      typeRegister: "automatic",
      businessId: business.id,
    });
    const [chat] = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, result.conversationId));
    expect(chat).toMatchObject({
      status: "pending",
      unreadCount: 1,
      lastMessagePreview: "Hola, ¿tienen balatas?",
    });
    expect(chat?.windowExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    expect(opened).toEqual([
      expect.objectContaining({ conversationId: result.conversationId, status: "pending" }),
    ]);
    const notified = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, business.id));
    // One row for the whole business (its agent and its admin), not one each.
    expect(notified.map((row) => [row.userId, row.type, row.scope])).toEqual([
      [null, "new_contact", "general"],
    ]);
  });

  it("adds later messages to the same open chat", async () => {
    const business = await createBusiness(t.deps.db);
    const from = nextPhone();
    const first = await inbound(t.deps, business.id, { from, text: "uno" });
    const second = await inbound(t.deps, business.id, { from, text: "dos" });
    if (first.status !== "stored" || second.status !== "stored") throw new Error("not stored");
    expect(second.conversationId).toBe(first.conversationId);
    const [chat] = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(chat).toMatchObject({ unreadCount: 2, lastMessagePreview: "dos" });
  });

  it("stores a replayed provider message id once, even when the replays race", async () => {
    const business = await createBusiness(t.deps.db);
    const from = nextPhone();
    const first = await inbound(t.deps, business.id, { from, providerMessageId: "wamid.REPLAY1" });
    const again = await inbound(t.deps, business.id, { from, providerMessageId: "wamid.REPLAY1" });
    expect(again.status).toBe("duplicate");
    const raced = await Promise.all(
      Array.from({ length: 5 }, () =>
        inbound(t.deps, business.id, { from, providerMessageId: "wamid.RACE" }),
      ),
    );
    expect(raced.filter((result) => result.status === "stored")).toHaveLength(1);
    if (first.status !== "stored") throw new Error("not stored");
    expect(await messageCount(first.conversationId)).toBe(2);
  });

  it("treats 521… and 52… as the same contact, and refuses an invalid sender", async () => {
    const business = await createBusiness(t.deps.db);
    const first = await inbound(t.deps, business.id, { from: "5218112223344" });
    const second = await inbound(t.deps, business.id, { from: "+528112223344" });
    if (first.status !== "stored" || second.status !== "stored") throw new Error("not stored");
    expect(second.contactId).toBe(first.contactId);
    const rejected = await inbound(t.deps, business.id, { from: "not-a-number" });
    expect(rejected.status).toBe("rejected");
  });

  it("holds new chats in the bot while the area selector is on", async () => {
    const business = await createBusiness(t.deps.db);
    await switchBotsOn(t.deps.db, business.id, { selector: {} });
    const result = await inbound(t.deps, business.id);
    if (result.status !== "stored") throw new Error("not stored");
    const [chat] = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, result.conversationId));
    expect(chat?.status).toBe("bot");
  });

  it("opens a new chat when the contact writes after the last one ended", async () => {
    const business = await createBusiness(t.deps.db);
    const from = nextPhone();
    const first = await inbound(t.deps, business.id, { from });
    if (first.status !== "stored") throw new Error("not stored");
    await t.deps.db
      .update(conversations)
      .set({ status: "closed", endReason: "closed" })
      .where(eq(conversations.id, first.conversationId));
    const second = await inbound(t.deps, business.id, { from });
    if (second.status !== "stored") throw new Error("not stored");
    expect(second.conversationId).not.toBe(first.conversationId);
    expect(second.contactId).toBe(first.contactId);
  });

  it("gives SMS chats no 24-hour window", async () => {
    const business = await createBusiness(t.deps.db);
    const result = await inbound(t.deps, business.id, { kind: "sms" });
    if (result.status !== "stored") throw new Error("not stored");
    const [chat] = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, result.conversationId));
    expect(chat?.windowExpiresAt).toBeNull();
    expect(chat?.lastInboundAt).not.toBeNull();
  });

  it("opts a contact out when they text STOP (or BAJA) by SMS, and back in with START", async () => {
    const business = await createBusiness(t.deps.db);
    const from = nextPhone();
    const optInOf = async () =>
      (
        await t.deps.db
          .select({ optIn: contacts.optIn })
          .from(contacts)
          .where(and(eq(contacts.businessId, business.id), eq(contacts.phoneNumber, from)))
      )[0]?.optIn;
    await inbound(t.deps, business.id, { kind: "sms", from, text: "Hola" });
    expect(await optInOf()).toBe(true);
    await inbound(t.deps, business.id, { kind: "sms", from, text: " stop! " });
    expect(await optInOf()).toBe(false);
    await inbound(t.deps, business.id, { kind: "sms", from, text: "Start" });
    expect(await optInOf()).toBe(true);
    await inbound(t.deps, business.id, { kind: "sms", from, text: "Bája" });
    expect(await optInOf()).toBe(false);
    // The contact's own keyword, nobody of the business: a second BAJA keeps the first one's moment.
    const consent = async () =>
      (
        await t.deps.db
          .select({ source: contacts.optSource, by: contacts.optChangedByUserId, at: contacts.optChangedAt })
          .from(contacts)
          .where(and(eq(contacts.businessId, business.id), eq(contacts.phoneNumber, from)))
      )[0];
    const first = await consent();
    expect(first).toMatchObject({ source: "keyword", by: null });
    await inbound(t.deps, business.id, { kind: "sms", from, text: "BAJA" });
    expect((await consent())?.at).toEqual(first?.at);
    // A sentence that merely contains the word is a message, not a keyword.
    await inbound(t.deps, business.id, { kind: "sms", from, text: "start my order please" });
    expect(await optInOf()).toBe(false);
  });

  it("keeps each business's contacts apart even for the same number", async () => {
    const norte = await createBusiness(t.deps.db);
    const andino = await createBusiness(t.deps.db);
    const from = nextPhone();
    const a = await inbound(t.deps, norte.id, { from });
    const b = await inbound(t.deps, andino.id, { from });
    if (a.status !== "stored" || b.status !== "stored") throw new Error("not stored");
    expect(a.contactId).not.toBe(b.contactId);
    const rows = await t.deps.db
      .select({ businessId: contacts.businessId })
      .from(contacts)
      .where(and(eq(contacts.phoneNumber, from)));
    expect(rows.map((row) => row.businessId).sort()).toEqual([norte.id, andino.id].sort());
  });
});
