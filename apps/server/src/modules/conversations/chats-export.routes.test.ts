import { CHAT_EXPORT_COLUMNS, CHAT_EXPORT_MESSAGES, CHAT_EXPORT_SELECTION_MAX } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { createChannel, createContact, createConversation } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";

const world = routeTestWorld();
type Person = { token: string };

function download(person: Person, query: string) {
  return world.app.inject({
    method: "GET",
    url: `/api/admin/ExportChats?${query}`,
    headers: { authorization: `Bearer ${person.token}` },
  });
}

/** The file's rows under its header, each a list of cells (the names here hold no commas). */
async function exported(person: Person, query: string) {
  const answer = await download(person, query);
  expect(answer.statusCode, answer.body).toBe(200);
  const [header = "", ...rows] = answer.body.slice(1).split("\r\n").filter(Boolean);
  return { header, rows: rows.map((row) => row.split(",")) };
}

async function businessWithChats(name: string) {
  const business = await createBusiness(world.db, { name, timeZone: "America/Mexico_City" });
  const admin = await world.adminOf(business.id);
  const supervisor = await world.signedInAs("ProviderSupervisor", business.id);
  const agent = await world.agentOf(business.id);
  const label = await admin.api.post<{ id: number }>("/api/labels/SaveLabel", {
    name: "Mayoreo",
    color: "teal",
  });
  const line = await createChannel(world.db, business.id);
  const chat = async (
    contactName: string,
    status: "active" | "closed" | "timed_out",
    labelIds: number[] = [],
  ) =>
    createConversation(world.db, {
      businessId: business.id,
      contactId: (await createContact(world.db, business.id, { name: contactName })).id,
      channelId: line.id,
      status,
      assignedUserId: agent.user.id,
      labelIds,
    });
  return { business, admin, supervisor, agent, labelId: label.body.data.id, chat };
}

describe("ExportChats", () => {
  it("exports a list's chats by its filters, or a selection of them, as Chats.csv", async () => {
    const { supervisor, labelId, chat } = await businessWithChats("Exportar chats");
    const ana = await chat("Ana Ruiz", "closed", [labelId]);
    const beto = await chat("Beto Soto", "timed_out");
    const carla = await chat("Carla Díaz", "active", [labelId]);
    const other = await businessWithChats("Ajena");
    const foreign = await other.chat("Ajena Ruiz", "closed");

    const ended = await exported(supervisor, "list=ended");
    expect(ended.header).toBe(CHAT_EXPORT_COLUMNS.join(","));
    expect(ended.rows.map((row) => row[1])).toEqual(["Ana Ruiz", "Beto Soto"]);
    expect(ended.rows[0]?.slice(3, 5)).toEqual(["WhatsApp", "Cerrado"]);
    expect(ended.rows[0]?.at(-1)).toBe("Mayoreo");

    const closedOnly = await exported(supervisor, "list=ended&status=timed_out");
    expect(closedOnly.rows.map((row) => row[1])).toEqual(["Beto Soto"]);
    const labelled = await exported(supervisor, `list=active&labelIds=${labelId}`);
    expect(labelled.rows.map((row) => row[1])).toEqual(["Carla Díaz"]);

    // A selection: only chats of the list named, of the caller's business.
    const picked = await exported(
      supervisor,
      `list=ended&conversation_ids=${[ana.id, carla.id, foreign.id].join(",")}`,
    );
    expect(picked.rows.map((row) => row[0])).toEqual([String(ana.id)]);
    expect(beto.id).toBeGreaterThan(0);
  });

  it("is for managers, and refuses a selection past its limit in Spanish", async () => {
    const { supervisor, agent } = await businessWithChats("Exportar límites");
    expect((await download(agent, "list=ended")).statusCode).toBe(403);
    const tooMany = Array.from({ length: CHAT_EXPORT_SELECTION_MAX + 1 }, (_, index) => index + 1).join(",");
    const large = await download(supervisor, `conversation_ids=${tooMany}`);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(CHAT_EXPORT_MESSAGES.selectionTooLarge);
    expect((await download(supervisor, "list=todas")).statusCode).toBe(400);
  });
});
