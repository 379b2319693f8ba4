import { SEARCH_MESSAGES, SEARCH_PAGE_SIZE, type SearchResult } from "@consola/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { apiClient } from "../../../test/api-client.js";
import { createChat, type createConversation, createMessage } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { messageSearchQuery, messageSearchVector, messages } from "../../db/schema/index.js";

const world = routeTestWorld();

type Chat = Awaited<ReturnType<typeof createConversation>>;

function say(chat: Chat, body: string, direction: "in" | "out" = "in") {
  return createMessage(world.db, chat, {
    direction,
    authorKind: direction === "in" ? "contact" : "agent",
    body,
    status: direction === "in" ? "received" : "sent",
  });
}

async function chatOf(
  businessId: number,
  name: string,
  status: Chat["status"] = "pending",
  assignedUserId: number | null = null,
) {
  return createChat(world.db, businessId, { contactName: name, status, assignedUserId });
}

type Api = ReturnType<typeof apiClient>;
const searchAs = (api: Api, query: string) => api.get<SearchResult>(`/api/search?${query}`);

describe("GET /api/search", () => {
  it("finds contacts, their chats and messages by words, accents and case aside, newest first", async () => {
    const business = await createBusiness(world.db, { name: "Búsqueda" });
    const { api } = await world.adminOf(business.id);
    const first = await chatOf(business.id, "Ramón Núñez");
    const second = await chatOf(business.id, "ramon garcía", "closed");
    await chatOf(business.id, "Otra Persona");
    const older = await say(first, "Quiero cotizar una PANTALLA grande");
    const newer = await say(second, "¿La pantalla tiene garantía?", "out");
    await say(second, "pantallas no");

    const answer = await searchAs(api, `q=${encodeURIComponent("ramón")}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.contacts?.items.map((hit) => hit.name)).toEqual(["ramon garcía", "Ramón Núñez"]);
    expect(answer.body.data.chats?.items.map((hit) => [hit.conversationId, hit.status])).toEqual([
      [second.id, "closed"],
      [first.id, "pending"],
    ]);
    expect(answer.body.data.messages?.items).toEqual([]);

    const words = await searchAs(api, `q=${encodeURIComponent("Pantállá")}`);
    expect(words.body.data.messages?.items.map((hit) => hit.id)).toEqual([newer.id, older.id]);
    expect(words.body.data.messages?.items[0]).toMatchObject({
      conversationId: second.id,
      contactId: second.contactId,
      contactName: "ramon garcía",
      status: "closed",
      direction: "out",
      body: "¿La pantalla tiene garantía?",
    });
    expect(words.body.data.contacts?.items).toEqual([]);
    // Every word must be there.
    const both = await searchAs(api, `q=${encodeURIComponent("pantalla garantia")}`);
    expect(both.body.data.messages?.items.map((hit) => hit.id)).toEqual([newer.id]);
  });

  it("pages one section by keyset with 'ver más' until the end", async () => {
    const business = await createBusiness(world.db, { name: "Páginas" });
    const { api } = await world.adminOf(business.id);
    const chat = await chatOf(business.id, "Lupita Páginas");
    const ids: number[] = [];
    for (let index = 0; index < SEARCH_PAGE_SIZE + 5; index++)
      ids.push((await say(chat, `envío ${index}`)).id);
    const newestFirst = [...ids].reverse();

    const first = await searchAs(api, "q=envio");
    const page = first.body.data.messages;
    expect(page?.items.map((hit) => hit.id)).toEqual(newestFirst.slice(0, SEARCH_PAGE_SIZE));
    expect(page?.next).toBe(newestFirst[SEARCH_PAGE_SIZE - 1]);

    const more = await searchAs(api, `q=envio&section=messages&after=${page?.next}`);
    expect(more.body.data.contacts).toBeNull();
    expect(more.body.data.chats).toBeNull();
    expect(more.body.data.messages?.items.map((hit) => hit.id)).toEqual(newestFirst.slice(SEARCH_PAGE_SIZE));
    expect(more.body.data.messages?.next).toBeNull();
  });

  it("shows agents only the pending queue and their own chats", async () => {
    const business = await createBusiness(world.db, { name: "Agentes" });
    const agent = await world.agentOf(business.id);
    const colleague = await world.agentOf(business.id);
    const mine = await chatOf(business.id, "Cliente Mío", "active", agent.user.id);
    const queue = await chatOf(business.id, "Cliente Cola");
    const theirs = await chatOf(business.id, "Cliente Ajeno", "active", colleague.user.id);
    await say(mine, "factura mía");
    await say(queue, "factura en cola");
    await say(theirs, "factura ajena");

    const answer = await searchAs(agent.api, "q=factura");
    expect(answer.body.data.messages?.items.map((hit) => hit.conversationId)).toEqual([queue.id, mine.id]);
    const chats = await searchAs(agent.api, "q=cliente");
    expect(chats.body.data.chats?.items.map((hit) => hit.conversationId)).toEqual([queue.id, mine.id]);
    // Contacts belong to the whole business.
    expect(chats.body.data.contacts?.items).toHaveLength(3);

    const supervisor = await world.signedInAs("ProviderSupervisor", business.id);
    const all = await searchAs(supervisor.api, "q=factura");
    expect(all.body.data.messages?.items).toHaveLength(3);
  });

  it("never shows another business's contacts, chats or messages", async () => {
    const chat = await chatOf(world.andino.id, "Secreto Andino");
    await say(chat, "mensaje secreto andino");
    const { api } = await world.adminOf(world.norte.id);
    const answer = await searchAs(api, `q=secreto&business_id=${world.andino.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      contacts: { items: [], next: null },
      chats: { items: [], next: null },
      messages: { items: [], next: null },
    });
  });

  it("answers bad input with a Spanish 400 and refuses platform admins", async () => {
    const { api } = await world.adminOf(world.norte.id);
    const empty = await searchAs(api, "q=%20%20");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SEARCH_MESSAGES.queryRequired);
    const missing = await searchAs(api, "");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(SEARCH_MESSAGES.queryRequired);
    expect((await searchAs(api, `q=${"a".repeat(101)}`)).body.message).toBe(SEARCH_MESSAGES.queryTooLong);
    expect((await searchAs(api, "q=a&section=users")).body.message).toBe(SEARCH_MESSAGES.sectionInvalid);
    expect((await searchAs(api, "q=a&section=chats&after=-1")).body.message).toBe(
      SEARCH_MESSAGES.cursorInvalid,
    );
    const platform = await world.signedInAs("Super");
    expect((await searchAs(platform.api, "q=a")).status).toBe(403);
  });

  it("reads messages through messages_body_search_idx", async () => {
    const plan = await world.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select ${messages.id} from ${messages} where ${messageSearchVector(messages.body)} @@ ${messageSearchQuery("pantalla")}`,
      );
    });
    expect(JSON.stringify(plan)).toContain("messages_body_search_idx");
  });
});
