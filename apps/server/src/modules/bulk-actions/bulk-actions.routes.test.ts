import {
  BULK_MESSAGES,
  type BulkJob,
  CHAT_MESSAGES,
  MESSAGES,
  SEGMENT_MESSAGES,
  type Segment,
} from "@consola/shared";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChannel, createContact, createConversation } from "../../../test/contact-factories.js";
import { createClosingCategory } from "../../../test/engine-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { bulkJobs, contacts, conversations } from "../../db/schema/index.js";
import { CONTACT_BATCH } from "./bulk-contacts.js";
import { runBulkJobs, STARTER_LOST_RIGHTS } from "./bulk-runner.js";

const world = routeTestWorld();
type Api = Awaited<ReturnType<typeof world.adminOf>>["api"];

async function businessWithPeople(name = "Masivo") {
  const business = await createBusiness(world.db, { name });
  const admin = await world.adminOf(business.id);
  const supervisor = await world.signedInAs("ProviderSupervisor", business.id);
  const agent = await world.agentOf(business.id);
  const label = await admin.api.post<{ id: number }>("/api/labels/SaveLabel", {
    name: "Campaña",
    color: "teal",
  });
  return { business, admin, supervisor, agent, labelId: label.body.data.id };
}

/** Starts an action and waits for the background run, answering its last status. */
async function run(api: Api, body: Record<string, unknown>): Promise<BulkJob> {
  const started = await api.post<BulkJob>("/api/bulk/StartBulkAction", body);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await world.deps.tasks.settle();
  const status = await api.get<BulkJob>(`/api/bulk/BulkActionStatus?job_id=${started.body.data.id}`);
  return status.body.data;
}

const labelsOf = async (ids: number[]) =>
  new Map(
    (await world.db.select().from(contacts).where(inArray(contacts.id, ids))).map((row) => [
      row.id,
      row.labelIds,
    ]),
  );

describe("labels in bulk", () => {
  it("adds to a selection, says why it skipped some, and a second run changes nothing more", async () => {
    const { business, supervisor, labelId } = await businessWithPeople();
    const fresh = await createContact(world.db, business.id);
    const already = await createContact(world.db, business.id, { labelIds: [labelId] });
    const full = await createContact(world.db, business.id, {
      labelIds: Array.from({ length: 20 }, (_, index) => 1_000_000 + index),
    });
    const body = {
      action: "contacts.addLabels",
      labelIds: [labelId],
      target: { contactIds: [fresh.id, already.id, full.id, 2_000_000_000] },
    };
    const first = await run(supervisor.api, body);
    expect(first).toMatchObject({ status: "done", total: 4, processed: 4, changed: 1 });
    expect(new Map(first.skipped.map((entry) => [entry.reason, entry.count]))).toEqual(
      new Map([
        [BULK_MESSAGES.skipped.alreadyLabelled, 1],
        [BULK_MESSAGES.skipped.tooManyLabels, 1],
        [BULK_MESSAGES.skipped.notFound, 1],
      ]),
    );
    expect((await labelsOf([fresh.id])).get(fresh.id)).toEqual([labelId]);

    const second = await run(supervisor.api, body);
    expect(second).toMatchObject({ status: "done", changed: 0 });
    expect(
      second.skipped.find((entry) => entry.reason === BULK_MESSAGES.skipped.alreadyLabelled)?.count,
    ).toBe(2);
    expect(await world.auditsOf("bulk_action_started", first.id)).toHaveLength(1);
  });

  it("labels every contact a segment matches, in batches, and removes the label again", async () => {
    const { business, admin, labelId } = await businessWithPeople("Por segmento");
    const count = CONTACT_BATCH * 2 + 7;
    await world.db.insert(contacts).values(
      Array.from({ length: count }, (_, index) => ({
        businessId: business.id,
        name: `Cliente ${index}`,
        phoneNumber: `+5281500${String(index).padStart(5, "0")}`,
        typeRegister: "automatic" as const,
        optIn: index % 3 !== 0,
      })),
    );
    const segment = await admin.api.post<Segment>("/api/contacts/SaveSegment", {
      name: "Aceptan",
      conditions: { optIn: "in" },
    });
    const accepting = Array.from({ length: count }, (_, index) => index).filter(
      (index) => index % 3 !== 0,
    ).length;
    const told: { contactIds: number[]; add: number[]; remove: number[] }[] = [];
    const stop = world.deps.events.subscribe("contacts.relabelled", (event) => {
      if (event.businessId === business.id) told.push(event);
    });
    const added = await run(admin.api, {
      action: "contacts.addLabels",
      labelIds: [labelId],
      target: { matching: { segmentId: segment.body.data.id } },
    });
    stop();
    // One event per batch, naming the contacts it changed: every accepting contact once.
    expect(told.map((event) => [event.add, event.remove])).toEqual(told.map(() => [[labelId], []]));
    expect(told.every((event) => event.contactIds.length <= CONTACT_BATCH)).toBe(true);
    expect(new Set(told.flatMap((event) => event.contactIds)).size).toBe(accepting);
    expect(added).toMatchObject({
      status: "done",
      total: accepting,
      processed: accepting,
      changed: accepting,
    });
    const labelled = await world.db
      .select({ id: contacts.id, optIn: contacts.optIn, labelIds: contacts.labelIds })
      .from(contacts)
      .where(eq(contacts.businessId, business.id));
    expect(labelled.filter((row) => row.labelIds.includes(labelId)).every((row) => row.optIn)).toBe(true);

    const removed = await run(admin.api, {
      action: "contacts.removeLabels",
      labelIds: [labelId],
      target: { matching: { labelIds: [labelId] } },
    });
    expect(removed).toMatchObject({ status: "done", total: accepting, changed: accepting });
    const [left] = await world.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.businessId, business.id))
      .limit(1);
    expect((await labelsOf([left?.id ?? 0])).get(left?.id ?? 0)).toEqual([]);
  });

  it("counts an all-matching target in the job, never in the request; an unknown segment is refused", async () => {
    const { business, admin, labelId } = await businessWithPeople("Conteo");
    await Promise.all([1, 2, 3].map(() => createContact(world.db, business.id)));
    const started = await admin.api.post<BulkJob>("/api/bulk/StartBulkAction", {
      action: "contacts.addLabels",
      labelIds: [labelId],
      target: { matching: {} },
    });
    expect(started.body.data).toMatchObject({ status: "running", total: 0, processed: 0 });
    await world.deps.tasks.settle();
    const status = await admin.api.get<BulkJob>(`/api/bulk/BulkActionStatus?job_id=${started.body.data.id}`);
    expect(status.body.data).toMatchObject({ status: "done", total: 3, processed: 3, changed: 3 });

    const unknown = await admin.api.post("/api/bulk/StartBulkAction", {
      action: "contacts.addLabels",
      labelIds: [labelId],
      target: { matching: { segmentId: 987_654 } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SEGMENT_MESSAGES.unknownSegment);
  });

  it("resumes after its last batch when the instance running it stopped", async () => {
    const { business, admin, labelId } = await businessWithPeople("Reanudar");
    const made = await Promise.all(Array.from({ length: 3 }, () => createContact(world.db, business.id)));
    const ids = made.map((contact) => contact.id).sort((a, b) => a - b);
    // As a crashed instance left it: the first contact done and counted, its lease lapsed.
    await world.db
      .update(contacts)
      .set({ labelIds: [labelId] })
      .where(eq(contacts.id, ids[0] ?? 0));
    const [job] = await world.db
      .insert(bulkJobs)
      .values({
        businessId: business.id,
        userId: admin.user.id,
        action: "contacts.addLabels",
        request: { action: "contacts.addLabels", labelIds: [labelId], target: { contactIds: ids } },
        total: 3,
        processed: 1,
        changed: 1,
        cursor: ids[0] ?? 0,
        leaseUntil: new Date(Date.now() - 1_000),
      })
      .returning();
    await runBulkJobs(world.deps);
    const status = await admin.api.get<BulkJob>(`/api/bulk/BulkActionStatus?job_id=${job?.id}`);
    expect(status.body.data).toMatchObject({ status: "done", processed: 3, changed: 3, skipped: [] });
    expect([...(await labelsOf(ids)).values()]).toEqual([[labelId], [labelId], [labelId]]);
  });

  it("stops when cancelled, keeping what it changed; a finished one cannot be cancelled", async () => {
    const { business, admin, labelId } = await businessWithPeople("Cancelar");
    const contact = await createContact(world.db, business.id);
    const [job] = await world.db
      .insert(bulkJobs)
      .values({
        businessId: business.id,
        userId: admin.user.id,
        action: "contacts.addLabels",
        request: { action: "contacts.addLabels", labelIds: [labelId], target: { contactIds: [contact.id] } },
        total: 1,
        // Held by another instance: the cancel is what it finds at its next batch.
        leaseUntil: new Date(Date.now() + 60_000),
      })
      .returning();
    const cancelled = await admin.api.post<BulkJob>("/api/bulk/CancelBulkAction", { jobId: job?.id });
    expect(cancelled.body).toMatchObject({ message: BULK_MESSAGES.cancelled, data: { status: "cancelled" } });
    await runBulkJobs(world.deps);
    expect((await labelsOf([contact.id])).get(contact.id)).toEqual([]);
    const again = await admin.api.post("/api/bulk/CancelBulkAction", { jobId: job?.id });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(BULK_MESSAGES.alreadyEnded);
  });
});

describe("chats in bulk", () => {
  it("closes active chats through the close rules; one already closed is skipped with its reason", async () => {
    const { business, supervisor, agent } = await businessWithPeople("Cierre masivo");
    const category = await createClosingCategory(world.db, business.id, "Masivo");
    const line = await createChannel(world.db, business.id);
    const chat = async (status: "active" | "closed") =>
      createConversation(world.db, {
        businessId: business.id,
        contactId: (await createContact(world.db, business.id)).id,
        channelId: line.id,
        status,
        assignedUserId: agent.user.id,
      });
    const open = [await chat("active"), await chat("active")];
    const closed = await chat("closed");
    const job = await run(supervisor.api, {
      action: "chats.close",
      target: { conversationIds: [...open.map((each) => each.id), closed.id] },
      closingCategoryId: category.id,
      status: "normal",
      comments: "Cierre de fin de mes",
    });
    expect(job).toMatchObject({
      status: "done",
      total: 3,
      changed: 2,
      skipped: [{ reason: CHAT_MESSAGES.chatNotActive, count: 1 }],
    });
    const rows = await world.db
      .select()
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          open.map((each) => each.id),
        ),
      );
    expect(rows.every((row) => row.status === "closed" && row.closingCategoryId === category.id)).toBe(true);
    expect(rows.every((row) => row.closedByUserId === supervisor.user.id)).toBe(true);
  });

  it("reassigns every active chat the list's filters match, found by the job, not the request", async () => {
    const { business, supervisor, agent, labelId } = await businessWithPeople("Todos los que coinciden");
    const other = await world.agentOf(business.id);
    const line = await createChannel(world.db, business.id);
    const chat = async (status: "active" | "closed", labelIds: number[]) =>
      createConversation(world.db, {
        businessId: business.id,
        contactId: (await createContact(world.db, business.id)).id,
        channelId: line.id,
        status,
        assignedUserId: agent.user.id,
        labelIds,
      });
    const labelled = [await chat("active", [labelId]), await chat("active", [labelId])];
    const unlabelled = await chat("active", []);
    const closed = await chat("closed", [labelId]);
    // Another business's labelled active chat: never reached, whatever the filters.
    const elsewhere = await businessWithPeople("Ajena");
    const foreignLine = await createChannel(world.db, elsewhere.business.id);
    const foreign = await createConversation(world.db, {
      businessId: elsewhere.business.id,
      contactId: (await createContact(world.db, elsewhere.business.id)).id,
      channelId: foreignLine.id,
      status: "active",
      assignedUserId: elsewhere.agent.user.id,
      labelIds: [labelId],
    });

    const started = await supervisor.api.post<BulkJob>("/api/bulk/StartBulkAction", {
      action: "chats.reassign",
      target: { matching: { labelIds: [labelId] } },
      agentId: other.user.id,
      comments: "Cubre el turno",
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.total).toBe(0);
    await world.deps.tasks.settle();
    const job = await supervisor.api.get<BulkJob>(
      `/api/bulk/BulkActionStatus?job_id=${started.body.data.id}`,
    );
    expect(job.body.data).toMatchObject({ status: "done", total: 2, processed: 2, changed: 2 });

    const rows = await world.db
      .select({ id: conversations.id, assignedUserId: conversations.assignedUserId })
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          [...labelled, unlabelled, closed, foreign].map((each) => each.id),
        ),
      );
    const assignee = new Map(rows.map((row) => [row.id, row.assignedUserId]));
    expect(labelled.map((each) => assignee.get(each.id))).toEqual([other.user.id, other.user.id]);
    expect([unlabelled, closed].map((each) => assignee.get(each.id))).toEqual([agent.user.id, agent.user.id]);
    expect(assignee.get(foreign.id)).toBe(elsewhere.agent.user.id);
  });

  it("labels every chat a list's filters match, and takes labels off a selection, chat by chat", async () => {
    const { business, supervisor, agent, labelId } = await businessWithPeople("Etiquetas de chats");
    const line = await createChannel(world.db, business.id);
    const chat = async (status: "pending" | "active" | "closed", labelIds: number[] = []) =>
      createConversation(world.db, {
        businessId: business.id,
        contactId: (await createContact(world.db, business.id)).id,
        channelId: line.id,
        status,
        assignedUserId: status === "pending" ? null : agent.user.id,
        labelIds,
      });
    const waiting = [await chat("pending"), await chat("pending", [labelId])];
    const active = await chat("active");
    const closed = await chat("closed", [labelId]);
    const told: number[] = [];
    const stop = world.deps.events.subscribe("conversation.updated", (event) => {
      if (event.businessId === business.id) told.push(event.conversationId);
    });

    const added = await run(supervisor.api, {
      action: "chats.addLabels",
      target: { matching: { list: "pending" } },
      labelIds: [labelId],
    });
    expect(added).toMatchObject({
      status: "done",
      total: 2,
      changed: 1,
      skipped: [{ reason: BULK_MESSAGES.skipped.alreadyLabelled, count: 1 }],
    });
    // Another business's chat named by id is never reached: it counts as not found.
    const elsewhere = await businessWithPeople("Ajena de etiquetas");
    const foreign = await createConversation(world.db, {
      businessId: elsewhere.business.id,
      contactId: (await createContact(world.db, elsewhere.business.id)).id,
      channelId: (await createChannel(world.db, elsewhere.business.id)).id,
      status: "closed",
      labelIds: [elsewhere.labelId],
    });
    const removed = await run(supervisor.api, {
      action: "chats.removeLabels",
      target: { conversationIds: [active.id, closed.id, foreign.id] },
      labelIds: [labelId, elsewhere.labelId],
    });
    stop();
    expect(removed).toMatchObject({ status: "done", total: 3, changed: 1 });
    expect(removed.skipped).toEqual(
      expect.arrayContaining([
        { reason: BULK_MESSAGES.skipped.notLabelled, count: 1 },
        { reason: BULK_MESSAGES.skipped.notFound, count: 1 },
      ]),
    );
    const [untouched] = await world.db
      .select({ labelIds: conversations.labelIds })
      .from(conversations)
      .where(inArray(conversations.id, [foreign.id]));
    expect(untouched?.labelIds).toEqual([elsewhere.labelId]);
    const rows = await world.db
      .select({ id: conversations.id, labelIds: conversations.labelIds })
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          [...waiting, active, closed].map((each) => each.id),
        ),
      );
    const labelsOf = new Map(rows.map((row) => [row.id, row.labelIds]));
    expect([...waiting, active, closed].map((each) => labelsOf.get(each.id))).toEqual([
      [labelId],
      [labelId],
      [],
      [],
    ]);
    // Each chat changed is announced to its audience, as when labelled by hand.
    expect(told.sort()).toEqual([waiting[0]?.id, closed.id].sort());
  });

  it("assigns the pending chats of the list to one person; one taken meanwhile is skipped", async () => {
    const { business, supervisor, agent } = await businessWithPeople("Asignar en bloque");
    const line = await createChannel(world.db, business.id);
    const chat = async (status: "pending" | "active") =>
      createConversation(world.db, {
        businessId: business.id,
        contactId: (await createContact(world.db, business.id)).id,
        channelId: line.id,
        status,
        assignedUserId: status === "active" ? supervisor.user.id : null,
      });
    const waiting = [await chat("pending"), await chat("pending")];
    const taken = await chat("active");
    const job = await run(supervisor.api, {
      action: "chats.assign",
      target: { conversationIds: [...waiting.map((each) => each.id), taken.id] },
      agentId: agent.user.id,
    });
    expect(job).toMatchObject({ status: "done", total: 3, changed: 2 });
    expect(job.skipped).toHaveLength(1);
    const rows = await world.db
      .select({
        id: conversations.id,
        status: conversations.status,
        assignedUserId: conversations.assignedUserId,
      })
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          [...waiting, taken].map((each) => each.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(waiting.map((each) => byId.get(each.id))).toEqual(
      waiting.map((each) => ({ id: each.id, status: "active", assignedUserId: agent.user.id })),
    );
    expect(byId.get(taken.id)?.assignedUserId).toBe(supervisor.user.id);
  });

  it("reassigns chats to another person; those already theirs are skipped", async () => {
    const { business, admin, supervisor, agent } = await businessWithPeople("Reasignar");
    const line = await createChannel(world.db, business.id);
    const chats = await Promise.all(
      [agent.user.id, supervisor.user.id].map(async (assignedUserId) =>
        createConversation(world.db, {
          businessId: business.id,
          contactId: (await createContact(world.db, business.id)).id,
          channelId: line.id,
          status: "active",
          assignedUserId,
        }),
      ),
    );
    const job = await run(admin.api, {
      action: "chats.reassign",
      target: { conversationIds: chats.map((each) => each.id) },
      agentId: supervisor.user.id,
    });
    expect(job).toMatchObject({ changed: 1, skipped: [{ reason: CHAT_MESSAGES.sameAgent, count: 1 }] });
  });

  it("fails, changing nothing, when its starter may no longer act", async () => {
    const { business, supervisor, agent } = await businessWithPeople("Sin derechos");
    const category = await createClosingCategory(world.db, business.id, "Masivo");
    const line = await createChannel(world.db, business.id);
    const chat = await createConversation(world.db, {
      businessId: business.id,
      contactId: (await createContact(world.db, business.id)).id,
      channelId: line.id,
      status: "active",
      assignedUserId: agent.user.id,
    });
    const [job] = await world.db
      .insert(bulkJobs)
      .values({
        businessId: business.id,
        userId: agent.user.id,
        action: "chats.close",
        request: {
          action: "chats.close",
          target: { conversationIds: [chat.id] },
          closingCategoryId: category.id,
          status: "normal",
          comments: "",
        },
        total: 1,
      })
      .returning();
    await runBulkJobs(world.deps);
    const status = await supervisor.api.get<BulkJob>(`/api/bulk/BulkActionStatus?job_id=${job?.id}`);
    expect(status.body.data).toMatchObject({ status: "failed", error: STARTER_LOST_RIGHTS, changed: 0 });
  });
});

describe("roles and bad input", () => {
  it("agents may not start, follow or cancel bulk actions", async () => {
    const { agent, labelId } = await businessWithPeople("Agentes");
    const refused = await agent.api.post("/api/bulk/StartBulkAction", {
      action: "contacts.addLabels",
      labelIds: [labelId],
      target: { contactIds: [1] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
  });

  it.each([
    [
      "an unknown action",
      { action: "contacts.borrar", target: { contactIds: [1] } },
      BULK_MESSAGES.actionInvalid,
    ],
    [
      "no labels",
      { action: "contacts.addLabels", labelIds: [], target: { contactIds: [1] } },
      BULK_MESSAGES.labelsRequired,
    ],
    [
      "an empty selection",
      { action: "contacts.addLabels", labelIds: [1], target: { contactIds: [] } },
      BULK_MESSAGES.selectionRequired,
    ],
    [
      "a selection over the limit",
      {
        action: "contacts.addLabels",
        labelIds: [1],
        target: { contactIds: Array.from({ length: 10_001 }, (_, i) => i + 1) },
      },
      BULK_MESSAGES.selectionTooLarge,
    ],
    [
      "a target that is text",
      { action: "contacts.addLabels", labelIds: [1], target: "todos" },
      BULK_MESSAGES.selectionInvalid,
    ],
    [
      "both a selection and all matching",
      { action: "contacts.addLabels", labelIds: [1], target: { contactIds: [1], matching: {} } },
      BULK_MESSAGES.selectionInvalid,
    ],
    [
      "an unknown mood",
      { action: "chats.close", target: { conversationIds: [1] }, closingCategoryId: 1, status: "feliz" },
      BULK_MESSAGES.moodInvalid,
    ],
    ["no agent", { action: "chats.reassign", target: { conversationIds: [1] } }, BULK_MESSAGES.agentInvalid],
  ])("refuses %s in Spanish", async (_case, body, message) => {
    const supervisor = await world.signedInAs("ProviderSupervisor", world.norte.id);
    const answer = await supervisor.api.post("/api/bulk/StartBulkAction", body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
