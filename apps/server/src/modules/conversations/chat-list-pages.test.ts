import { CHAT_MESSAGES, type ChatPage, LIST_COUNT_CAP } from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChannel, createContact, createConversation } from "../../../test/contact-factories.js";
import { createBusiness, createUser, signedInAs } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { conversations } from "../../db/schema/index.js";

const t = routeTestWorld({ businesses: false });

/** A business with an agent, a line and a contact per chat, and a signed-in admin. */
async function business() {
  const { id } = await createBusiness(t.deps.db);
  const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId: id });
  const channel = await createChannel(t.deps.db, id);
  const { api } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", id);
  const chat = async (status: "closed" | "pending", at: string, name = "Cliente") => {
    const contact = await createContact(t.deps.db, id, { name });
    const row = await createConversation(t.deps.db, {
      businessId: id,
      contactId: contact.id,
      channelId: channel.id,
      status,
      assignedUserId: status === "closed" ? agent.id : null,
    });
    // Microseconds, as now() stores them: a cursor must not round them away.
    await t.deps.db.execute(
      sql`update conversations set last_message_at = ${at}::timestamptz, opened_at = ${at}::timestamptz where id = ${row.id}`,
    );
    return row.id;
  };
  return { id, agent, channel, api, chat };
}

/** Every page of a list, following nextCursor, as the ids of each page. */
async function allPages(read: (after: string | undefined) => Promise<ChatPage>) {
  const pages: number[][] = [];
  let after: string | undefined;
  for (;;) {
    const page = await read(after);
    pages.push(page.items.map((item) => item.id));
    if (!page.nextCursor) return pages;
    after = page.nextCursor;
  }
}

describe("chat list pages", () => {
  it("follows nextCursor through the ended chats, latest first, ties by id, down to the microsecond", async () => {
    const { api, chat } = await business();
    const oldest = await chat("closed", "2026-01-01T10:00:00.000001Z");
    const tieLow = await chat("closed", "2026-01-02T10:00:00.123456Z");
    const tieHigh = await chat("closed", "2026-01-02T10:00:00.123456Z");
    const later = await chat("closed", "2026-01-02T10:00:00.123457Z");
    const latest = await chat("closed", "2026-01-03T10:00:00Z");
    const read = async (after: string | undefined) =>
      (
        await api.post<ChatPage>("/api/admin/ListContactCloseTimeout", {
          take: 2,
          ...(after ? { after } : {}),
        })
      ).body.data;
    expect(await allPages(read)).toEqual([[latest, later], [tieHigh, tieLow], [oldest]]);
    const first = await read(undefined);
    expect(first).toMatchObject({ total: 5, totalCapped: false });
  });

  it("starts the next page after the last row shown, whatever moved to the top meanwhile", async () => {
    const { api, chat } = await business();
    const ids = [];
    for (const day of ["01", "02", "03", "04"]) ids.push(await chat("pending", `2026-02-${day}T08:00:00Z`));
    const read = async (after?: string) =>
      (await api.post<ChatPage>("/api/wp/ListMessagePendient", { take: 2, ...(after ? { after } : {}) })).body
        .data;
    const first = await read();
    expect(first.items.map((item) => item.id)).toEqual([ids[0], ids[1]]);
    // A chat opened before the first page was read (a late import, a clock fix) does not push rows over.
    await chat("pending", "2026-01-15T08:00:00Z");
    const second = await read(first.nextCursor ?? undefined);
    expect(second.items.map((item) => item.id)).toEqual([ids[2], ids[3]]);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(5);
  });

  it("answers a cursor it did not make with a Spanish 400", async () => {
    const { api } = await business();
    for (const after of ["abc", "2026-01-01T00:00:00Z_1", "2026-01-01T00:00:00.000000Z_x"]) {
      const response = await api.post("/api/admin/ListContactCloseTimeout", { after });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [CHAT_MESSAGES.cursorInvalid] });
    }
  });

  it(`counts up to ${LIST_COUNT_CAP} ended chats and then says there are more`, async () => {
    const { id, agent, channel, api } = await business();
    const contact = await createContact(t.deps.db, id, { name: "Muy Constante" });
    await t.deps.db.execute(sql`
      insert into conversations (business_id, contact_id, channel_id, status, assigned_user_id, last_message_at)
      select ${id}, ${contact.id}, ${channel.id}, 'closed', ${agent.id}, now() - n * interval '1 minute'
      from generate_series(1, ${LIST_COUNT_CAP + 2}) as n`);
    const page = await api.post<ChatPage>("/api/admin/ListContactCloseTimeout", { take: 3 });
    expect(page.body.data).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(page.body.data.items).toHaveLength(3);
    // A filter that narrows the list counts exactly again.
    await t.deps.db
      .update(conversations)
      .set({ unreadCount: 1 })
      .where(eq(conversations.id, page.body.data.items[0]?.id ?? 0));
    const unread = await api.post<ChatPage>("/api/admin/ListContactCloseTimeout", { unreadOnly: true });
    expect(unread.body.data).toMatchObject({ total: 1, totalCapped: false, nextCursor: null });
  });
});
