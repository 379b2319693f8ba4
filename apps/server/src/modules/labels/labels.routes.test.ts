import {
  type ChatPage,
  type ChatSummary,
  type ContactDetail,
  type ContactPage,
  LABEL_MESSAGES,
  LABELS_PER_RECORD_MAX,
  type Label,
  REPORT_MESSAGES,
  type RecordLabels,
  type ReportSummary,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChat, createContact } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { labels } from "../../db/schema/index.js";

const world = routeTestWorld();

async function businessWithAdmin(name = "Etiquetas") {
  const business = await createBusiness(world.db, { name });
  const admin = await world.adminOf(business.id);
  return { business, admin };
}

async function saved(api: Awaited<ReturnType<typeof world.adminOf>>["api"], body: Record<string, unknown>) {
  const answer = await api.post<Label>("/api/labels/SaveLabel", body);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe("business admins keep the labels", () => {
  it("create, rename, recolour; listed as Spanish readers alphabetize; audited; ConfigChanged raised", async () => {
    const { business, admin } = await businessWithAdmin();
    const changed: string[] = [];
    const stop = world.deps.events.subscribe("config.changed", (event) => {
      if (event.businessId === business.id) changed.push(event.what);
    });

    const vip = await saved(admin.api, { name: "  VIP ", color: "violet", description: "Clientes grandes" });
    await saved(admin.api, { name: "Ñandú", color: "orange" });
    await saved(admin.api, { name: "Nutria", color: "teal" });
    await saved(admin.api, { name: "Área norte", color: "blue" });
    const renamed = await saved(admin.api, { id: vip.id, name: "Muy importante", color: "red" });
    stop();

    expect(vip).toMatchObject({
      name: "VIP",
      color: "violet",
      description: "Clientes grandes",
      active: true,
    });
    expect(renamed).toMatchObject({ id: vip.id, name: "Muy importante", color: "red", description: "" });
    const list = await admin.api.post<Label[]>("/api/labels/ListLabels");
    expect(list.body.data.map((label) => label.name)).toEqual([
      "Área norte",
      "Muy importante",
      "Nutria",
      "Ñandú",
    ]);
    expect(changed).toEqual(["labels", "labels", "labels", "labels", "labels"]);
    expect(await world.auditsOf("label_updated", vip.id)).toHaveLength(1);
  });

  it("refuses a taken name ignoring case, a colour off the palette and a blank name, in Spanish", async () => {
    const { admin } = await businessWithAdmin();
    await saved(admin.api, { name: "Mayoreo", color: "green" });

    const taken = await admin.api.post("/api/labels/SaveLabel", { name: "MAYOREO", color: "blue" });
    const colour = await admin.api.post("/api/labels/SaveLabel", { name: "Otra", color: "#ff0000" });
    const blank = await admin.api.post("/api/labels/SaveLabel", { name: "   ", color: "blue" });

    expect([taken.status, colour.status, blank.status]).toEqual([400, 400, 400]);
    expect(taken.body.message).toBe(LABEL_MESSAGES.nameTaken);
    expect(colour.body.message).toBe(LABEL_MESSAGES.colorInvalid);
    expect(blank.body.message).toBe(LABEL_MESSAGES.nameRequired);
  });

  it("deletes a label nobody carries and only deactivates one in use", async () => {
    const { business, admin } = await businessWithAdmin();
    const unused = await saved(admin.api, { name: "Sin uso", color: "gray" });
    const used = await saved(admin.api, { name: "En uso", color: "cyan" });
    const contact = await createContact(world.db, business.id);
    await admin.api.post("/api/labels/LabelContact", { contactId: contact.id, add: [used.id] });

    const deleted = await admin.api.post("/api/labels/RemoveLabel", { id: unused.id });
    const kept = await admin.api.post("/api/labels/RemoveLabel", { id: used.id });

    expect(deleted.body).toMatchObject({ data: { outcome: "deleted" }, message: LABEL_MESSAGES.removed });
    expect(kept.body).toMatchObject({
      data: { outcome: "deactivated" },
      message: LABEL_MESSAGES.deactivatedInUse,
    });
    const rows = await world.db.select().from(labels).where(eq(labels.businessId, business.id));
    expect(rows.map((row) => [row.name, row.active])).toEqual([["En uso", false]]);
  });

  it("is for admins: supervisors and agents read the labels but may not change them", async () => {
    const { business } = await businessWithAdmin();
    const supervisor = await world.signedInAs("ProviderSupervisor", business.id);
    const agent = await world.agentOf(business.id);

    const bySupervisor = await supervisor.api.post("/api/labels/SaveLabel", { name: "X", color: "red" });
    const byAgent = await agent.api.post("/api/labels/SaveLabel", { name: "X", color: "red" });
    const read = await agent.api.post<Label[]>("/api/labels/ListLabels");

    expect([bySupervisor.status, byAgent.status, read.status]).toEqual([403, 403, 200]);
  });
});

describe("labelling contacts and chats", () => {
  it("adds and removes a contact's labels; a repeated change changes nothing more; the hub is told", async () => {
    const { business, admin } = await businessWithAdmin();
    const a = await saved(admin.api, { name: "A", color: "red" });
    const b = await saved(admin.api, { name: "B", color: "blue" });
    const contact = await createContact(world.db, business.id);
    const told: number[][] = [];
    const stop = world.deps.events.subscribe("contact.labelled", (event) => {
      if (event.contactId === contact.id) told.push(event.labelIds);
    });

    const first = await admin.api.post<RecordLabels>("/api/labels/LabelContact", {
      contactId: contact.id,
      add: [b.id, a.id],
    });
    const again = await admin.api.post<RecordLabels>("/api/labels/LabelContact", {
      contactId: contact.id,
      add: [b.id, a.id],
    });
    const less = await admin.api.post<RecordLabels>("/api/labels/LabelContact", {
      contactId: contact.id,
      remove: [a.id],
    });
    stop();

    expect(first.body).toMatchObject({
      data: { id: contact.id, labelIds: [a.id, b.id] },
      message: LABEL_MESSAGES.applied,
    });
    expect(again.body.data.labelIds).toEqual([a.id, b.id]);
    expect(less.body.data.labelIds).toEqual([b.id]);
    expect(told).toEqual([[a.id, b.id], [a.id, b.id], [b.id]]);
    const detail = await admin.api.get<ContactDetail>(`/api/admin/Detail?contact_id=${contact.id}`);
    const list = await admin.api.post<ContactPage>("/api/admin/ListAllContact", {});
    expect(detail.body.data.labelIds).toEqual([b.id]);
    expect(list.body.data.items.find((item) => item.id === contact.id)?.labelIds).toEqual([b.id]);
  });

  it("puts only active labels of the caller's business on, and takes an inactive one off", async () => {
    const { business, admin } = await businessWithAdmin();
    const other = await businessWithAdmin("Otra empresa");
    const foreign = await saved(other.admin.api, { name: "Ajena", color: "red" });
    const retired = await saved(admin.api, { name: "Retirada", color: "gray" });
    const contact = await createContact(world.db, business.id);
    await admin.api.post("/api/labels/LabelContact", { contactId: contact.id, add: [retired.id] });
    await saved(admin.api, { id: retired.id, name: "Retirada", color: "gray", active: false });

    const withForeign = await admin.api.post("/api/labels/LabelContact", {
      contactId: contact.id,
      add: [foreign.id],
    });
    const withRetired = await admin.api.post("/api/labels/LabelContact", {
      contactId: contact.id,
      add: [retired.id],
    });
    const off = await admin.api.post<RecordLabels>("/api/labels/LabelContact", {
      contactId: contact.id,
      remove: [retired.id],
    });

    expect([withForeign.status, withRetired.status]).toEqual([400, 400]);
    expect(withForeign.body.message).toBe(LABEL_MESSAGES.unknownLabel);
    expect(off.body.data.labelIds).toEqual([]);
  });

  it(`keeps a record to ${LABELS_PER_RECORD_MAX} labels, leaving it as it was`, async () => {
    const { business, admin } = await businessWithAdmin();
    const ids: number[] = [];
    for (let index = 0; index <= LABELS_PER_RECORD_MAX; index += 1) {
      ids.push((await saved(admin.api, { name: `Etiqueta ${index}`, color: "gray" })).id);
    }
    const contact = await createContact(world.db, business.id);
    await admin.api.post("/api/labels/LabelContact", { contactId: contact.id, add: ids.slice(0, 5) });

    const tooMany = await admin.api.post("/api/labels/LabelContact", {
      contactId: contact.id,
      add: ids.slice(5),
    });
    const list = await admin.api.post("/api/labels/LabelContact", { contactId: contact.id, add: ids });

    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(LABEL_MESSAGES.tooManyOnRecord);
    expect(list.body.message).toBe(LABEL_MESSAGES.tooManyInRequest);
    const unchanged = await admin.api.post<RecordLabels>("/api/labels/LabelContact", {
      contactId: contact.id,
    });
    expect(unchanged.body.data.labelIds).toEqual(ids.slice(0, 5));
  });

  it("labels a chat: its summary carries the labels and its audience gets ChatUpdated", async () => {
    const { business, admin } = await businessWithAdmin();
    const urgent = await saved(admin.api, { name: "Urgente", color: "red" });
    const agent = await world.agentOf(business.id);
    const chat = await createChat(world.db, business.id, { status: "active", assignedUserId: agent.user.id });
    const updated: number[] = [];
    const stop = world.deps.events.subscribe("conversation.updated", (event) => {
      if (event.conversationId === chat.id) updated.push(event.assignedUserId ?? 0);
    });

    const labelled = await agent.api.post<RecordLabels>("/api/labels/LabelChat", {
      conversationId: chat.id,
      add: [urgent.id],
    });
    stop();

    expect(labelled.body.data).toEqual({ id: chat.id, labelIds: [urgent.id] });
    expect(updated).toEqual([agent.user.id]);
    const summary = await agent.api.post<ChatSummary>("/api/chat/Summary", { conversationId: chat.id });
    expect(summary.body.data.labelIds).toEqual([urgent.id]);
  });

  it("lets an agent label only their own chats and the contacts of those chats", async () => {
    const { business, admin } = await businessWithAdmin();
    const label = await saved(admin.api, { name: "Seguimiento", color: "green" });
    const agent = await world.agentOf(business.id);
    const colleague = await world.agentOf(business.id);
    const mine = await createChat(world.db, business.id, { status: "active", assignedUserId: agent.user.id });
    const theirs = await createChat(world.db, business.id, {
      status: "active",
      assignedUserId: colleague.user.id,
    });
    const stranger = await createContact(world.db, business.id);

    const answers = await Promise.all([
      agent.api.post("/api/labels/LabelChat", { conversationId: mine.id, add: [label.id] }),
      agent.api.post("/api/labels/LabelContact", { contactId: mine.contactId, add: [label.id] }),
      agent.api.post("/api/labels/LabelChat", { conversationId: theirs.id, add: [label.id] }),
      agent.api.post("/api/labels/LabelContact", { contactId: theirs.contactId, add: [label.id] }),
      agent.api.post("/api/labels/LabelContact", { contactId: stranger.id, add: [label.id] }),
      admin.api.post("/api/labels/LabelContact", { contactId: stranger.id, add: [label.id] }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 404, 404, 200]);

    // The contact detail tells each screen whether to offer the picker, by the same rule.
    const mayLabel = async (api: typeof agent.api, contactId: number) =>
      (await api.get<ContactDetail>(`/api/admin/Detail?contact_id=${contactId}`)).body.data.mayLabel;
    expect(
      await Promise.all([
        mayLabel(agent.api, mine.contactId),
        mayLabel(agent.api, theirs.contactId),
        mayLabel(admin.api, stranger.id),
      ]),
    ).toEqual([true, false, true]);
  });

  it("answers a bad body with the Spanish 400, never a 500", async () => {
    const { admin } = await businessWithAdmin();
    const cases = [
      { contactId: "uno", add: [1] },
      { contactId: 1, add: "todas" },
      { contactId: 1, add: [0] },
      { contactId: 1, add: [1.5] },
    ];

    const answers = await Promise.all(cases.map((body) => admin.api.post("/api/labels/LabelContact", body)));

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map((answer) => answer.body.message)).toEqual([
      LABEL_MESSAGES.contactInvalid,
      LABEL_MESSAGES.labelsInvalid,
      LABEL_MESSAGES.labelsInvalid,
      LABEL_MESSAGES.labelsInvalid,
    ]);
  });
});

describe("lists filtered by labels", () => {
  it("shows the chats with any, or all, of the labels asked for, by body or query string", async () => {
    const { business, admin } = await businessWithAdmin();
    const hot = await saved(admin.api, { name: "Caliente", color: "red" });
    const vip = await saved(admin.api, { name: "VIP", color: "violet" });
    const agent = await world.agentOf(business.id);
    const chats = await Promise.all(
      [[hot.id], [hot.id, vip.id], [vip.id], []].map(async (add) => {
        const chat = await createChat(world.db, business.id, {
          status: "active",
          assignedUserId: agent.user.id,
        });
        if (add.length > 0) await admin.api.post("/api/labels/LabelChat", { conversationId: chat.id, add });
        return chat.id;
      }),
    );
    const [onlyHot, both, onlyVip] = chats;
    const ids = (page: { body: { data: ChatPage } }) => page.body.data.items.map((item) => item.id).sort();

    const any = await admin.api.get<ChatPage>(`/api/admin/ListMessageActive?labelIds=${hot.id},${vip.id}`);
    const all = await admin.api.get<ChatPage>(
      `/api/admin/ListMessageActive?labelIds=${hot.id},${vip.id}&labelMatch=all`,
    );
    const mine = await agent.api.post<ChatPage>("/api/admin/ListContactCurrentFind", { labelIds: [vip.id] });
    const bad = await admin.api.get("/api/admin/ListMessageActive?labelIds=uno,dos");

    expect(ids(any)).toEqual([onlyHot, both, onlyVip].sort());
    expect(any.body.data.total).toBe(3);
    expect(ids(all)).toEqual([both]);
    expect(ids(mine)).toEqual([both, onlyVip].sort());
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LABEL_MESSAGES.labelsInvalid);
  });

  it("shows the contacts with any, or all, of the labels, alphabetical, searchable, counted", async () => {
    const { business, admin } = await businessWithAdmin();
    const hot = await saved(admin.api, { name: "Caliente", color: "red" });
    const vip = await saved(admin.api, { name: "VIP", color: "violet" });
    const people: [string, number[]][] = [
      ["Óscar Núñez", [hot.id]],
      ["Ana María López", [hot.id, vip.id]],
      ["Ñoño Pérez", [vip.id]],
      ["Beto Ruiz", []],
      ["Nuria Gómez", [hot.id]],
    ];
    for (const [name, add] of people) {
      const contact = await createContact(world.db, business.id, { name });
      if (add.length > 0) await admin.api.post("/api/labels/LabelContact", { contactId: contact.id, add });
    }
    const names = (page: { body: { data: ContactPage } }) => page.body.data.items.map((item) => item.name);

    const any = await admin.api.post<ContactPage>("/api/admin/ListAllContact", {
      labelIds: [hot.id, vip.id],
    });
    const all = await admin.api.post<ContactPage>("/api/admin/ListAllContact", {
      labelIds: [hot.id, vip.id],
      labelMatch: "all",
    });
    const searched = await admin.api.post<ContactPage>("/api/admin/ListAllContact", {
      labelIds: [hot.id],
      search: "nu",
    });
    const second = await admin.api.post<ContactPage>("/api/admin/ListAllContact", {
      labelIds: [hot.id],
      take: 2,
      skip: 2,
    });

    // The contacts screen's own order (search_name folds Ñ into N, as the unfiltered list does).
    expect(names(any)).toEqual(["Ana María López", "Ñoño Pérez", "Nuria Gómez", "Óscar Núñez"]);
    expect(any.body.data).toMatchObject({ total: 4, totalCapped: false });
    expect(names(all)).toEqual(["Ana María López"]);
    expect(names(searched)).toEqual(["Nuria Gómez", "Óscar Núñez"]);
    expect(names(second)).toEqual(["Óscar Núñez"]);
    expect(second.body.data.total).toBe(3);
  });

  it("narrows the reports to the chats carrying a label", async () => {
    const { business, admin } = await businessWithAdmin();
    const vip = await saved(admin.api, { name: "VIP", color: "violet" });
    const agent = await world.agentOf(business.id);
    const chats = await Promise.all(
      [0, 1, 2].map(() =>
        createChat(world.db, business.id, { status: "active", assignedUserId: agent.user.id }),
      ),
    );
    await admin.api.post("/api/labels/LabelChat", { conversationId: chats[0]?.id, add: [vip.id] });
    const today = new Date().toISOString().slice(0, 10);
    const period = { from: new Date(Date.now() - 86_400_000 * 3).toISOString().slice(0, 10), to: today };

    const all = await admin.api.post<ReportSummary>("/api/report/Summary", period);
    const labelled = await admin.api.post<ReportSummary>("/api/report/Summary", {
      ...period,
      labelId: vip.id,
    });
    const bad = await admin.api.post("/api/report/Summary", { ...period, labelId: "vip" });

    expect(all.body.data.opened).toBe(3);
    expect(labelled.body.data.opened).toBe(1);
    expect(all.body.data.byLabel).toEqual([{ labelId: vip.id, name: "VIP", color: "violet", chats: 1 }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(REPORT_MESSAGES.labelInvalid);
    await saved(admin.api, { name: "Área sur", color: "blue" }).then((sur) =>
      admin.api.post("/api/labels/LabelChat", { conversationId: chats[0]?.id, add: [sur.id] }),
    );
    const csv = await world.app.inject({
      method: "GET",
      url: `/api/report/Download/detalle?from=${period.from}&to=${period.to}&labelId=${vip.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header?.endsWith(",Etiquetas")).toBe(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endsWith(",Área sur; VIP")).toBe(true);
  });
});
