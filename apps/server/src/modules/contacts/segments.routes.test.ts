import {
  CONTACT_FIELD_MESSAGES,
  type ContactPage,
  LIST_COUNT_CAP,
  MESSAGES,
  SEGMENT_MESSAGES,
  type Segment,
  type SegmentConditionsBody,
  type SegmentFieldOperator,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChannel, createContact, createConversation } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contacts, conversations } from "../../db/schema/index.js";

const world = routeTestWorld();
type Api = Awaited<ReturnType<typeof world.adminOf>>["api"];

async function businessWithPeople(name = "Segmentos") {
  const business = await createBusiness(world.db, { name, timeZone: "America/Mexico_City" });
  const admin = await world.adminOf(business.id);
  const supervisor = await world.signedInAs("ProviderSupervisor", business.id);
  const agent = await world.agentOf(business.id);
  return { business, admin, supervisor, agent };
}

const count = async (api: Api, conditions: SegmentConditionsBody) => {
  const answer = await api.post<ContactPage>("/api/contacts/CountSegment", { conditions });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const names = (page: ContactPage) => page.items.map((item) => item.name);

describe("CountSegment", () => {
  it("applies every condition, alphabetically, with the business's own fields and clock", async () => {
    const { business, admin, agent } = await businessWithPeople();
    await admin.api.post("/api/contacts/SaveContactField", {
      key: "nivel",
      name: "Nivel",
      type: "list",
      options: ["Oro", "Plata"],
    });
    await admin.api.post("/api/contacts/SaveContactField", {
      key: "compras",
      name: "Compras",
      type: "number",
    });
    await admin.api.post("/api/contacts/SaveContactField", { key: "alta", name: "Alta", type: "date" });
    const label = await admin.api.post<{ id: number }>("/api/labels/SaveLabel", {
      name: "VIP",
      color: "grape",
    });
    const vip = label.body.data.id;
    const ana = await createContact(world.db, business.id, {
      name: "Ána Ñúñez",
      labelIds: [vip],
      customFields: { nivel: "Oro", compras: 12, alta: "2024-05-01", company: "Ferretería Norte" },
      dateRegister: new Date("2025-03-10T12:00:00Z"),
    });
    const beto = await createContact(world.db, business.id, {
      name: "Beto Zamora",
      labelIds: [vip],
      optIn: false,
      customFields: { nivel: "Plata", compras: 3 },
      // 23:30 on March 9th in Mexico City, though already the 10th in UTC.
      dateRegister: new Date("2025-03-10T05:30:00Z"),
    });
    await createContact(world.db, business.id, { name: "Carla Ortiz", customFields: { compras: 40 } });
    const line = await createChannel(world.db, business.id);
    for (const [contact, status, daysAgo] of [
      [ana, "pending", 1],
      [beto, "closed", 40],
    ] as const) {
      const chat = await createConversation(world.db, {
        businessId: business.id,
        contactId: contact.id,
        channelId: line.id,
        status,
      });
      await world.db
        .update(conversations)
        .set({ lastInboundAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(conversations.id, chat.id));
    }

    expect(names(await count(agent.api, {}))).toEqual(["Ána Ñúñez", "Beto Zamora", "Carla Ortiz"]);
    expect(names(await count(agent.api, { labelIds: [vip] }))).toEqual(["Ána Ñúñez", "Beto Zamora"]);
    expect(names(await count(agent.api, { labelIds: [vip], optIn: "in" }))).toEqual(["Ána Ñúñez"]);
    expect(names(await count(agent.api, { optIn: "out" }))).toEqual(["Beto Zamora"]);
    const field = (key: string, operator: SegmentFieldOperator, value?: string | number) => ({
      fields: [{ key, operator, value }],
    });
    expect(names(await count(agent.api, field("nivel", "equals", "oro")))).toEqual(["Ána Ñúñez"]);
    expect(names(await count(agent.api, field("nivel", "empty")))).toEqual(["Carla Ortiz"]);
    expect(names(await count(agent.api, field("nivel", "filled")))).toEqual(["Ána Ñúñez", "Beto Zamora"]);
    expect(names(await count(agent.api, field("compras", "after", "10")))).toEqual([
      "Ána Ñúñez",
      "Carla Ortiz",
    ]);
    expect(names(await count(agent.api, field("compras", "before", 12)))).toEqual(["Beto Zamora"]);
    expect(names(await count(agent.api, field("alta", "before", "2024-06-01")))).toEqual(["Ána Ñúñez"]);
    expect(names(await count(agent.api, field("company", "contains", "FERRE")))).toEqual(["Ána Ñúñez"]);
    expect(names(await count(agent.api, { openChat: "yes" }))).toEqual(["Ána Ñúñez"]);
    expect(names(await count(agent.api, { openChat: "no" }))).toEqual(["Beto Zamora", "Carla Ortiz"]);
    expect(names(await count(agent.api, { inboundWithinDays: 30 }))).toEqual(["Ána Ñúñez"]);
    expect(names(await count(agent.api, { channel: "whatsapp" }))).toEqual(["Ána Ñúñez", "Beto Zamora"]);
    expect(names(await count(agent.api, { channel: "sms" }))).toEqual([]);
    // Registration days are the business's: Beto registered on the 9th there.
    expect(names(await count(agent.api, { createdFrom: "2025-03-10", createdTo: "2025-03-10" }))).toEqual([
      "Ána Ñúñez",
    ]);
    expect(names(await count(agent.api, { createdTo: "2025-03-09" }))).toEqual(["Beto Zamora"]);
  });

  it("caps its count past 10,000 like the lists", async () => {
    const { business, agent } = await businessWithPeople("Muchos");
    await world.db.insert(contacts).values(
      Array.from({ length: LIST_COUNT_CAP + 5 }, (_, index) => ({
        businessId: business.id,
        name: `Cliente ${index}`,
        phoneNumber: `+5281400${String(index).padStart(5, "0")}`,
        typeRegister: "automatic" as const,
      })),
    );
    const page = await count(agent.api, { optIn: "in" });
    expect(page).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(page.items).toHaveLength(10);
  });

  it.each([
    [
      { fields: [{ key: "no_hay", operator: "equals", value: "x" }] },
      CONTACT_FIELD_MESSAGES.unknownField("no_hay"),
    ],
    [
      { fields: [{ key: "company", operator: "before", value: "x" }] },
      SEGMENT_MESSAGES.operatorForType("Empresa", "es menor o anterior a"),
    ],
    [{ fields: [{ key: "company", operator: "equals" }] }, SEGMENT_MESSAGES.valueRequired("Empresa")],
    [{ fields: [{ key: "company", operator: "parece" }] }, SEGMENT_MESSAGES.operatorInvalid],
    [{ optIn: "quizá" }, SEGMENT_MESSAGES.optInInvalid],
    [{ channel: "fax" }, SEGMENT_MESSAGES.channelInvalid],
    [{ openChat: 1 }, SEGMENT_MESSAGES.openChatInvalid],
    [{ inboundWithinDays: 0 }, SEGMENT_MESSAGES.inboundDaysInvalid],
    [{ inboundWithinDays: 2.5 }, SEGMENT_MESSAGES.inboundDaysInvalid],
    [{ createdFrom: "10/03/2025" }, SEGMENT_MESSAGES.dateInvalid],
    [{ createdFrom: "2025-03-10", createdTo: "2025-03-01" }, SEGMENT_MESSAGES.datesReversed],
    [
      { fields: Array.from({ length: 11 }, () => ({ key: "company", operator: "filled" })) },
      SEGMENT_MESSAGES.tooManyFieldConditions,
    ],
  ])("refuses %j in Spanish", async (conditions, message) => {
    const agent = await world.agentOf(world.norte.id);
    const answer = await agent.api.post("/api/contacts/CountSegment", { conditions });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe("saved segments", () => {
  it("managers save them; everyone lists and uses them; the list, export and removal follow", async () => {
    const { business, admin, supervisor, agent } = await businessWithPeople("Guardados");
    await createContact(world.db, business.id, { name: "Zoe Acepta" });
    await createContact(world.db, business.id, { name: "Yago No Acepta", optIn: false });
    const changed: string[] = [];
    const stop = world.deps.events.subscribe("config.changed", (event) => {
      if (event.businessId === business.id) changed.push(event.what);
    });
    const created = await supervisor.api.post<Segment>("/api/contacts/SaveSegment", {
      name: "  Aceptan mensajes ",
      conditions: { optIn: "in" },
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(SEGMENT_MESSAGES.saved);
    const segment = created.body.data;
    expect(segment).toMatchObject({
      name: "Aceptan mensajes",
      conditions: { optIn: "in", fields: [], labelIds: [] },
    });
    await admin.api.post("/api/contacts/SaveSegment", { name: "Ñandúes", conditions: {} });
    await admin.api.post("/api/contacts/SaveSegment", { name: "Nutrias", conditions: {} });
    stop();
    expect(changed).toEqual(["segments", "segments", "segments"]);
    expect(await world.auditsOf("segment_created", segment.id)).toHaveLength(1);

    const listed = await agent.api.post<Segment[]>("/api/contacts/ListSegments");
    expect(listed.body.data.map((each) => each.name)).toEqual(["Aceptan mensajes", "Nutrias", "Ñandúes"]);
    const members = await agent.api.post<ContactPage>("/api/admin/ListAllContact", { segmentId: segment.id });
    expect(members.body.data).toMatchObject({ total: 1, items: [{ name: "Zoe Acepta" }] });

    const csv = await world.app.inject({
      method: "GET",
      url: `/api/admin/ExportContacts?segment_id=${segment.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Zoe Acepta");
    expect(csv.body).not.toContain("Yago");

    const taken = await admin.api.post("/api/contacts/SaveSegment", { name: "NUTRIAS", conditions: {} });
    expect(taken.body.message).toBe(SEGMENT_MESSAGES.nameTaken);
    const blank = await admin.api.post("/api/contacts/SaveSegment", { name: " ", conditions: {} });
    expect(blank.body.message).toBe(SEGMENT_MESSAGES.nameRequired);

    for (const [url, body] of [
      ["/api/contacts/SaveSegment", { id: segment.id, name: "Robado", conditions: {} }],
      ["/api/contacts/RemoveSegment", { id: segment.id }],
    ] as const) {
      const refused = await agent.api.post(url, body);
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(MESSAGES.forbidden);
    }
    const removed = await supervisor.api.post("/api/contacts/RemoveSegment", { id: segment.id });
    expect(removed.body).toMatchObject({ message: SEGMENT_MESSAGES.removed, data: { id: segment.id } });
    const gone = await agent.api.post("/api/admin/ListAllContact", { segmentId: segment.id });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(SEGMENT_MESSAGES.unknownSegment);
  });

  it("says so when a field it uses was removed, rather than widening its audience", async () => {
    const { admin } = await businessWithPeople("Campo quitado");
    const field = await admin.api.post<{ id: number }>("/api/contacts/SaveContactField", {
      key: "zona",
      name: "Zona",
      type: "text",
    });
    const segment = await admin.api.post<Segment>("/api/contacts/SaveSegment", {
      name: "Zona norte",
      conditions: { fields: [{ key: "zona", operator: "equals", value: "Norte" }] },
    });
    await admin.api.post("/api/contacts/RemoveContactField", { id: field.body.data.id });
    const members = await admin.api.post("/api/admin/ListAllContact", { segmentId: segment.body.data.id });
    expect(members.status).toBe(400);
    expect(members.body.message).toBe(CONTACT_FIELD_MESSAGES.unknownField("zona"));
  });
});
