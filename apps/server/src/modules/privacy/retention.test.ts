import type { ConversationStatus } from "@consola/shared";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import {
  conversationRow,
  createChat,
  type createConversation,
  createMessage,
} from "../../../test/contact-factories.js";
import { createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, businesses, conversations, messages } from "../../db/schema/index.js";
import { enforceRetention, type RetentionResult } from "./retention.js";
import { claimRetentionBusiness } from "./retention.repo.js";

const t = routeTestWorld({ businesses: false });

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

type Chat = Awaited<ReturnType<typeof createConversation>>;

/** A chat in `status` (active ones are assigned to an agent, as the schema requires). */
async function chatOf(businessId: number, status: ConversationStatus): Promise<Chat> {
  const agent =
    status === "active" ? await createUser(t.deps.db, { role: "ProviderAgent", businessId }) : undefined;
  return createChat(t.deps.db, businessId, {
    status,
    assignedUserId: agent?.id ?? null,
    // Before any message: say() moves it forward with each newer message.
    lastMessageAt: daysAgo(10_000),
  });
}

/** A message of the chat written `ageDays` ago (with a stored file when asked); the chat's preview follows it. */
async function say(chat: Chat, ageDays: number, body: string, options: { file?: boolean } = {}) {
  const file = options.file
    ? await t.deps.media.save(chat.businessId, Buffer.from(`foto de ${body}`), "image/jpeg")
    : undefined;
  const createdAt = daysAgo(ageDays);
  const row = await createMessage(t.deps.db, chat, {
    type: file ? "image" : "text",
    body,
    mediaKey: file?.key ?? null,
    mediaMime: file ? "image/jpeg" : null,
    createdAt,
  });
  const [current] = await t.deps.db.select().from(conversations).where(eq(conversations.id, chat.id));
  if (current && current.lastMessageAt <= createdAt) {
    await t.deps.db
      .update(conversations)
      .set({ lastMessageAt: createdAt, lastMessagePreview: body })
      .where(eq(conversations.id, chat.id));
  }
  return row;
}

const bodiesOf = async (chat: Chat) =>
  (
    await t.deps.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.conversationId, chat.id))
      .orderBy(messages.createdAt)
  ).map((row) => row.body);

const chatRow = (chat: Chat) => conversationRow(t.deps.db, chat.id);

const fileExists = (key: string | null) =>
  t.deps.media.read(key ?? "").then(
    () => true,
    () => false,
  );

const retentionAudits = (businessId: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.businessId, businessId), eq(auditLog.action, "messages_retention_applied")));

const of = (results: RetentionResult[], businessId: number) =>
  results.filter((result) => result.businessId === businessId);

/** The business may be claimed again at once (as if its last run were long ago). */
const forgetClaim = (businessId: number) =>
  t.deps.db.update(businesses).set({ retentionCheckedAt: null }).where(eq(businesses.id, businessId));

describe("enforceRetention", () => {
  it("deletes the messages and files of ended chats older than each business's period, and nothing else", async () => {
    const month = await createBusiness(t.deps.db, { retentionDays: 30 });
    const forever = await createBusiness(t.deps.db);
    const year = await createBusiness(t.deps.db, { retentionDays: 365 });

    const closed = await chatOf(month.id, "closed");
    const oldPhoto = await say(closed, 40, "mi credencial", { file: true });
    await say(closed, 35, "gracias");
    const recentPhoto = await say(closed, 10, "la factura", { file: true });
    const timedOut = await chatOf(month.id, "timed_out");
    await say(timedOut, 60, "hola");
    const timedOutPhoto = await say(timedOut, 45, "mi domicilio", { file: true });
    // Open chats keep their history, however old: an agent never sees a chat lose it.
    const pending = await chatOf(month.id, "pending");
    await say(pending, 90, "sigo esperando");
    await say(pending, 1, "¿hay alguien?");
    const bot = await chatOf(month.id, "bot");
    await say(bot, 50, "1");
    const active = await chatOf(month.id, "active");
    await say(active, 31, "te paso mis datos");

    const kept = await chatOf(forever.id, "closed");
    const keptPhoto = await say(kept, 400, "de hace mucho", { file: true });
    const yearly = await chatOf(year.id, "closed");
    await say(yearly, 400, "del año pasado");
    await say(yearly, 100, "de este año");

    const results = await enforceRetention(t.deps);

    expect(of(results, month.id)).toEqual([{ businessId: month.id, messages: 4, files: 2 }]);
    expect(of(results, year.id)).toEqual([{ businessId: year.id, messages: 1, files: 0 }]);
    expect(of(results, forever.id)).toEqual([]);

    expect(await bodiesOf(closed)).toEqual(["la factura"]);
    expect(await bodiesOf(timedOut)).toEqual([]);
    expect(await bodiesOf(pending)).toEqual(["sigo esperando", "¿hay alguien?"]);
    expect(await bodiesOf(bot)).toEqual(["1"]);
    expect(await bodiesOf(active)).toEqual(["te paso mis datos"]);
    expect(await bodiesOf(kept)).toEqual(["de hace mucho"]);
    expect(await bodiesOf(yearly)).toEqual(["de este año"]);

    expect(await fileExists(oldPhoto.mediaKey)).toBe(false);
    expect(await fileExists(timedOutPhoto.mediaKey)).toBe(false);
    expect(await fileExists(recentPhoto.mediaKey)).toBe(true);
    expect(await fileExists(keptPhoto.mediaKey)).toBe(true);

    // The chats stay for the reports; a chat whose messages all went loses its preview (a copy of one).
    expect(await chatRow(timedOut)).toMatchObject({ status: "timed_out", lastMessagePreview: "" });
    expect(await chatRow(closed)).toMatchObject({ status: "closed", lastMessagePreview: "la factura" });
    expect((await chatRow(pending))?.lastMessagePreview).toBe("¿hay alguien?");

    const [entry, ...more] = await retentionAudits(month.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: null,
      entity: "business",
      entityId: String(month.id),
      data: { retentionDays: 30, messages: 4, files: 2 },
    });
    expect(await retentionAudits(forever.id)).toEqual([]);
  });

  it("claims a business once: a run right after another leaves it alone", async () => {
    const business = await createBusiness(t.deps.db, { retentionDays: 30 });
    const chat = await chatOf(business.id, "closed");
    await say(chat, 40, "viejo");
    expect(of(await enforceRetention(t.deps), business.id)).toEqual([
      { businessId: business.id, messages: 1, files: 0 },
    ]);
    await say(chat, 41, "otro viejo");
    expect(of(await enforceRetention(t.deps), business.id)).toEqual([]);
    expect(await bodiesOf(chat)).toEqual(["otro viejo"]);
    // Once its claim is old, the next run takes it again; a run that deletes nothing records nothing.
    await forgetClaim(business.id);
    expect(of(await enforceRetention(t.deps), business.id)).toEqual([
      { businessId: business.id, messages: 1, files: 0 },
    ]);
    await forgetClaim(business.id);
    expect(of(await enforceRetention(t.deps), business.id)).toEqual([
      { businessId: business.id, messages: 0, files: 0 },
    ]);
    expect(await retentionAudits(business.id)).toHaveLength(2);
  });

  it("deletes in batches, and leaves a long backlog's rest to the next run", async () => {
    const business = await createBusiness(t.deps.db, { retentionDays: 30 });
    const chat = await chatOf(business.id, "closed");
    for (let age = 31; age <= 37; age++) await say(chat, age, `mensaje de hace ${age} días`);

    const first = await enforceRetention(t.deps, { batchSize: 2, maxBatches: 2 });
    expect(of(first, business.id)).toEqual([{ businessId: business.id, messages: 4, files: 0 }]);
    // Oldest first: what is left is the newest of the old ones.
    expect(await bodiesOf(chat)).toEqual([
      "mensaje de hace 33 días",
      "mensaje de hace 32 días",
      "mensaje de hace 31 días",
    ]);

    await forgetClaim(business.id);
    const second = await enforceRetention(t.deps, { batchSize: 2 });
    expect(of(second, business.id)).toEqual([{ businessId: business.id, messages: 3, files: 0 }]);
    expect(await bodiesOf(chat)).toEqual([]);
    const counts = (await retentionAudits(business.id)).map((entry) => entry.data.messages).sort();
    expect(counts).toEqual([3, 4]);
  });

  it("two runs at once delete each message once, with totals that add up", async () => {
    const ids: number[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) {
      const business = await createBusiness(t.deps.db, { retentionDays: 30 });
      ids.push(business.id);
      const chat = await chatOf(business.id, "closed");
      for (let age = 31; age <= 35; age++) await say(chat, age, `viejo ${age}`);
      const photo = await say(chat, 40, "foto vieja", { file: true });
      if (photo.mediaKey) keys.push(photo.mediaKey);
    }

    const [one, two] = await Promise.all([
      enforceRetention(t.deps, { batchSize: 2 }),
      enforceRetention(t.deps, { batchSize: 2 }),
    ]);
    const mine = [...one, ...two].filter((result) => ids.includes(result.businessId));
    // Each business was worked on by exactly one of the runs.
    expect(mine.map((result) => result.businessId).sort()).toEqual([...ids].sort());
    expect(mine.reduce((sum, result) => sum + result.messages, 0)).toBe(24);
    expect(mine.reduce((sum, result) => sum + result.files, 0)).toBe(4);
    expect(await t.deps.db.select().from(messages).where(inArray(messages.businessId, ids))).toEqual([]);
    for (const key of keys) expect(await fileExists(key)).toBe(false);
    for (const id of ids) expect(await retentionAudits(id)).toHaveLength(1);
  });

  it("logs a file it could not remove, with its key, and goes on", async () => {
    const business = await createBusiness(t.deps.db, { retentionDays: 30 });
    const chat = await chatOf(business.id, "closed");
    const stuck = await say(chat, 40, "foto atorada", { file: true });
    const other = await say(chat, 41, "otra foto", { file: true });
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const media = {
      ...t.deps.media,
      remove: async (key: string) => {
        if (key === stuck.mediaKey) throw new Error("disco de solo lectura");
        await t.deps.media.remove(key);
      },
    };

    const results = await enforceRetention({ ...t.deps, media, logger });

    expect(of(results, business.id)).toEqual([{ businessId: business.id, messages: 2, files: 2 }]);
    expect(await bodiesOf(chat)).toEqual([]);
    expect(await fileExists(other.mediaKey)).toBe(false);
    const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 50);
    expect(failures).toEqual([
      expect.objectContaining({ key: stuck.mediaKey, businessId: business.id, msg: expect.any(String) }),
    ]);
  });

  it.runIf(process.env.DATABASE_URL)(
    "skips a business whose row another transaction holds, rather than waiting for it (PostgreSQL)",
    async () => {
      const held = await createBusiness(t.deps.db, { retentionDays: 30 });
      const free = await createBusiness(t.deps.db, { retentionDays: 30 });
      const claimed: number[] = [];
      await t.deps.db.transaction(async (tx) => {
        await tx.select().from(businesses).where(eq(businesses.id, held.id)).for("update");
        for (;;) {
          const claim = await claimRetentionBusiness(t.deps.db, 50);
          if (!claim) break;
          claimed.push(claim.businessId);
        }
      });
      expect(claimed).toContain(free.id);
      expect(claimed).not.toContain(held.id);
      expect((await claimRetentionBusiness(t.deps.db, 50))?.businessId).toBe(held.id);
    },
  );
});
