import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignRecipientPage,
  type CampaignReview,
  type CampaignSettings,
  campaignsEndpoints as endpoints,
  PROVIDER_ERROR_REASONS,
} from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { type SignedIn, signedInAs } from "../../../test/factories.js";
import {
  signWhatsappWebhook,
  whatsappInbound,
  whatsappStatuses,
} from "../../../test/fakes/whatsapp-webhook-payloads.js";
import { type WhatsappOwner, whatsappTestWorld } from "../../../test/whatsapp-test-world.js";
import {
  businessChannels,
  campaignRecipients,
  contacts,
  conversations,
  labels,
  whatsappTemplates,
} from "../../db/schema/index.js";
import { type CampaignWorker, startCampaignWorker } from "./campaign-worker.js";

const world = whatsappTestWorld();
let worker: CampaignWorker;

beforeAll(() => {
  worker = startCampaignWorker(world.t.deps);
});
afterAll(async () => {
  await worker.stop();
});

type Setup = WhatsappOwner & { supervisor: SignedIn; admin: SignedIn; templateId: number; labelId: number };

async function setup(): Promise<Setup> {
  const owner = await world.lineWithAgent();
  const { db } = world.t.deps;
  const businessId = owner.business.id;
  const supervisor = await signedInAs(world.t.app, db, "ProviderSupervisor", businessId);
  const admin = await signedInAs(world.t.app, db, "ProviderAdmin", businessId);
  const [template] = await db
    .insert(whatsappTemplates)
    .values({
      businessId,
      channelId: owner.line.channel.id,
      name: "promo_diciembre",
      language: "es_MX",
      category: "MARKETING",
      body: "Hola {{1}}, tu descuento de {{2}} te espera.",
      status: "APPROVED",
    })
    .returning();
  const [label] = await db
    .insert(labels)
    .values({ businessId, name: `Clientes ${businessId}`, color: "blue" })
    .returning();
  if (!template || !label) throw new Error("setup");
  return { ...owner, supervisor, admin, templateId: template.id, labelId: label.id };
}

async function labelled(s: Setup, overrides: Parameters<typeof createContact>[2] = {}) {
  return createContact(world.t.deps.db, s.business.id, { labelIds: [s.labelId], ...overrides });
}

async function draft(s: Setup, extra: Record<string, unknown> = {}) {
  const saved = await s.supervisor.api.post<Campaign>(endpoints.save.path, {
    name: "Promoción de diciembre",
    channelId: s.line.channel.id,
    templateId: s.templateId,
    audience: { kind: "label", labelId: s.labelId },
    variables: [
      { source: "field", key: "name", fallback: "cliente" },
      { source: "text", text: "20 %" },
    ],
    ...extra,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  if (!saved.body.data) throw new Error("no draft");
  return saved.body.data;
}

/** Prepares the draft and waits for the worker, as the review screen does. */
async function prepared(s: Setup, id: number): Promise<CampaignReview> {
  const started = await s.supervisor.api.post<Campaign>(endpoints.prepare.path, { id });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await worker.drain();
  const review = await s.supervisor.api.post<CampaignReview>(endpoints.review.path, { id });
  expect(review.status).toBe(200);
  if (!review.body.data) throw new Error("no review");
  expect(review.body.data.campaign.preparation).toBe("ready");
  return review.body.data;
}

async function recipientsOf(s: Setup, id: number, filter: Record<string, unknown> = {}) {
  const page = await s.supervisor.api.post<CampaignRecipientPage>(endpoints.recipients.path, {
    id,
    ...filter,
  });
  expect(page.status).toBe(200);
  return page.body.data?.items ?? [];
}

const sentTo = (s: Setup) =>
  world.graph.accepted
    .filter((message) => message.phoneNumberId === s.line.phoneNumberId)
    .map((message) => String(message.body.to));

describe("a campaign from draft to replies", () => {
  it("excludes by reason, prices what it can, sends each once, tracks statuses and replies", async () => {
    const s = await setup();
    const ana = await labelled(s, { name: "Ana Núñez" });
    const beto = await labelled(s, { name: "Beto", optIn: false });
    const fijo = await labelled(s, { name: "Oficina", phoneNumber: "+576012345678" });
    const sofia = await labelled(s, { name: "Sofía", customFields: {} });
    await createContact(world.t.deps.db, s.business.id, { name: "Sin etiqueta" });

    const campaign = await draft(s);
    expect(campaign.status).toBe("draft");
    const preview = await s.supervisor.api.post<{ text: string }[]>(endpoints.preview.path, {
      id: campaign.id,
    });
    expect(preview.body.data?.[0]?.text).toBe("Hola Ana Núñez, tu descuento de 20 % te espera.");

    const review = await prepared(s, campaign.id);
    expect(review.campaign.counts.recipients).toBe(2);
    expect(review.exclusions).toEqual([
      { reason: "opted_out", count: 1 },
      { reason: "no_whatsapp", count: 1 },
    ]);
    // No price table yet: the counts, and an unknown cost.
    expect(review.costs).toEqual([
      { category: "MARKETING", country: "MX", messages: 2, unitPrice: null, cost: null },
    ]);
    expect(review.totalCost).toBeNull();
    expect(review.rate).toBe(80);

    const settings = await s.admin.api.post<CampaignSettings>(endpoints.saveSettings.path, {
      currency: "USD",
      gapHours: 24,
      prices: [{ category: "MARKETING", country: "MX", price: 0.0436 }],
      lines: [],
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const priced = await s.supervisor.api.post<CampaignReview>(endpoints.review.path, { id: campaign.id });
    expect(priced.body.data?.totalCost).toBe(0.0872);

    const confirmed = await s.supervisor.api.post<Campaign>(endpoints.confirm.path, { id: campaign.id });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data?.status).toBe("sending");
    await worker.drain();
    expect(sentTo(s).sort()).toEqual([ana.phoneNumber.slice(1), sofia.phoneNumber.slice(1)].sort());
    const body = world.graph.accepted.find((message) => message.body.to === ana.phoneNumber.slice(1))?.body;
    expect(body).toMatchObject({ type: "template", template: { name: "promo_diciembre" } });

    const finished = await s.supervisor.api.post<Campaign>(endpoints.get.path, { id: campaign.id });
    expect(finished.body.data?.status).toBe("finished");
    expect(finished.body.data?.counts).toMatchObject({ recipients: 2, sent: 2, excluded: 2 });

    const [anaSend] = await recipientsOf(s, campaign.id, { search: "nunez" });
    expect(anaSend?.name).toBe("Ana Núñez");
    const providerId = await world.t.deps.db
      .select({ id: campaignRecipients.providerMessageId })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaign.id), eq(campaignRecipients.contactId, ana.id)))
      .then((rows) => rows[0]?.id ?? "");
    const statuses = whatsappStatuses({ phoneNumberId: s.line.phoneNumberId }, [
      { id: providerId, status: "delivered", recipient: ana.phoneNumber.slice(1) },
      { id: providerId, status: "read", recipient: ana.phoneNumber.slice(1) },
    ]);
    expect((await world.postWebhook(signWhatsappWebhook(statuses, s.line.appSecret))).statusCode).toBe(200);

    const reply = whatsappInbound(
      { phoneNumberId: s.line.phoneNumberId },
      { from: ana.phoneNumber.slice(1), messages: [{ type: "text", text: { body: "¿Hasta cuándo vale?" } }] },
    );
    expect((await world.postWebhook(signWhatsappWebhook(reply, s.line.appSecret))).statusCode).toBe(200);
    const [replied] = await recipientsOf(s, campaign.id, { replied: true });
    expect(replied).toMatchObject({ contactId: ana.id, status: "read" });
    expect(replied?.conversationId).not.toBeNull();
    const [chat] = await world.t.deps.db
      .select({ campaignId: conversations.campaignId, status: conversations.status })
      .from(conversations)
      .where(eq(conversations.id, replied?.conversationId ?? 0));
    expect(chat).toEqual({ campaignId: campaign.id, status: "pending" });

    const counts = await s.supervisor.api.post<Campaign>(endpoints.get.path, { id: campaign.id });
    expect(counts.body.data?.counts).toMatchObject({ sent: 2, delivered: 1, read: 1, replied: 1 });
    void beto;
    void fijo;

    // The same template again: those it reached are "already received", and the gap excludes them too.
    const again = await draft(s, { name: "Recordatorio" });
    const second = await prepared(s, again.id);
    expect(second.campaign.counts.recipients).toBe(0);
    expect(second.exclusions).toContainEqual({ reason: "already_received", count: 2 });
    const refused = await s.supervisor.api.post(endpoints.confirm.path, { id: again.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CAMPAIGN_MESSAGES.noRecipients);
  });

  it("marks a reply that continues a chat already open, and BAJA in it opts the contact out", async () => {
    const s = await setup();
    const open = await labelled(s);
    const write = (body: string) =>
      world.postWebhook(
        signWhatsappWebhook(
          whatsappInbound(
            { phoneNumberId: s.line.phoneNumberId },
            { from: open.phoneNumber.slice(1), messages: [{ type: "text", text: { body } }] },
          ),
          s.line.appSecret,
        ),
      );
    // The contact wrote before the campaign: their chat is open, so the reply takes the short path.
    await write("Hola");
    const campaign = await draft(s);
    await prepared(s, campaign.id);
    await s.supervisor.api.post(endpoints.confirm.path, { id: campaign.id });
    await worker.drain();
    await write("Me interesa");
    const [replied] = await recipientsOf(s, campaign.id, { replied: true });
    expect(replied?.contactId).toBe(open.id);
    const [chat] = await world.t.deps.db
      .select({ campaignId: conversations.campaignId })
      .from(conversations)
      .where(eq(conversations.id, replied?.conversationId ?? 0));
    expect(chat?.campaignId).toBe(campaign.id);
    await write("baja");
    const [after] = await world.t.deps.db
      .select({ optIn: contacts.optIn })
      .from(contacts)
      .where(eq(contacts.id, open.id));
    expect(after?.optIn).toBe(false);
  });

  it("checks consent again when sending, and a STOP reply opts the contact out", async () => {
    const s = await setup();
    const stays = await labelled(s);
    const leaves = await labelled(s);
    const campaign = await draft(s);
    await prepared(s, campaign.id);
    await world.t.deps.db.update(contacts).set({ optIn: false }).where(eq(contacts.id, leaves.id));
    await s.supervisor.api.post(endpoints.confirm.path, { id: campaign.id });
    await worker.drain();
    expect(sentTo(s)).toEqual([stays.phoneNumber.slice(1)]);
    const [left] = await recipientsOf(s, campaign.id, { status: "excluded" });
    expect(left).toMatchObject({ contactId: leaves.id, exclusion: "opted_out" });

    const stop = whatsappInbound(
      { phoneNumberId: s.line.phoneNumberId },
      { from: stays.phoneNumber.slice(1), messages: [{ type: "text", text: { body: "BAJA" } }] },
    );
    await world.postWebhook(signWhatsappWebhook(stop, s.line.appSecret));
    const [after] = await world.t.deps.db
      .select({ optIn: contacts.optIn, source: contacts.optSource })
      .from(contacts)
      .where(eq(contacts.id, stays.id));
    expect(after).toEqual({ optIn: false, source: "keyword" });
  });

  it("records a refusal with Meta's code and its Spanish reason", async () => {
    const s = await setup();
    const gone = await labelled(s);
    world.graph.refuseRecipient(gone.phoneNumber.slice(1), {
      code: 131026,
      message: "Message undeliverable",
    });
    const campaign = await draft(s);
    await prepared(s, campaign.id);
    await s.supervisor.api.post(endpoints.confirm.path, { id: campaign.id });
    await worker.drain();
    const [failed] = await recipientsOf(s, campaign.id);
    expect(failed).toMatchObject({
      status: "failed",
      errorCode: "131026",
      error: PROVIDER_ERROR_REASONS["131026"],
    });
  });

  it("pauses, resumes and cancels, each safe to repeat", async () => {
    const s = await setup();
    for (let i = 0; i < 3; i++) await labelled(s);
    const { db } = world.t.deps;
    // One a second: the first may go before the pause lands, the others are not due yet.
    await db.update(businessChannels).set({ sendRate: 1 }).where(eq(businessChannels.id, s.line.channel.id));
    const campaign = await draft(s);
    await prepared(s, campaign.id);
    const confirmed = await s.supervisor.api.post<Campaign>(endpoints.confirm.path, { id: campaign.id });
    expect(confirmed.body.data?.status).toBe("sending");
    for (let i = 0; i < 2; i++) {
      const paused = await s.supervisor.api.post<Campaign>(endpoints.pause.path, { id: campaign.id });
      expect(paused.status).toBe(200);
      expect(paused.body.data?.status).toBe("paused");
    }
    await worker.drain();
    const beforePause = sentTo(s).length;
    expect(beforePause).toBeLessThanOrEqual(1);
    // Everything due now: a paused campaign still sends nothing.
    await db
      .update(campaignRecipients)
      .set({ dueAt: new Date(Date.now() - 1_000) })
      .where(eq(campaignRecipients.campaignId, campaign.id));
    await worker.drain();
    expect(sentTo(s)).toHaveLength(beforePause);

    await db.update(businessChannels).set({ sendRate: 80 }).where(eq(businessChannels.id, s.line.channel.id));
    for (let i = 0; i < 2; i++) {
      const resumed = await s.supervisor.api.post<Campaign>(endpoints.resume.path, { id: campaign.id });
      expect(resumed.body.data?.status).toBe("sending");
    }
    await worker.drain();
    expect(new Set(sentTo(s)).size).toBe(3);
    expect(sentTo(s)).toHaveLength(3);
    const late = await s.supervisor.api.post(endpoints.cancel.path, { id: campaign.id });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(CAMPAIGN_MESSAGES.notCancellable);

    const other = await draft(s, { name: "Otra" });
    await s.supervisor.api.post(endpoints.prepare.path, { id: other.id });
    for (let i = 0; i < 2; i++) {
      const cancelled = await s.supervisor.api.post<Campaign>(endpoints.cancel.path, { id: other.id });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data?.status).toBe("cancelled");
    }
  });

  it("shares one campaign between two senders without sending anyone twice", async () => {
    const s = await setup();
    for (let i = 0; i < 40; i++) await labelled(s);
    const campaign = await draft(s);
    await prepared(s, campaign.id);
    // A second instance's worker over the same database, both woken by the confirmation.
    const other = startCampaignWorker(world.t.deps);
    try {
      await s.supervisor.api.post(endpoints.confirm.path, { id: campaign.id });
      await Promise.all([worker.drain(), other.drain()]);
      await worker.drain();
    } finally {
      await other.stop();
    }
    const sent = sentTo(s);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
  });

  it("settles sends cut off mid-request: a reported one is sent, an unreported one goes again once", async () => {
    const s = await setup();
    const ana = await labelled(s, { name: "Ana" });
    const beto = await labelled(s, { name: "Beto" });
    const campaign = await draft(s);
    await prepared(s, campaign.id);
    await s.supervisor.api.post(endpoints.confirm.path, { id: campaign.id });
    await worker.drain();
    const { db } = world.t.deps;
    const rows = await db
      .select({ id: campaignRecipients.id, contactId: campaignRecipients.contactId })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    const idOf = (contactId: number) => rows.find((row) => row.contactId === contactId)?.id ?? 0;
    // Each send carried its row as biz_opaque_callback_data, which Meta echoes in the statuses.
    const bodyTo = (phone: string) => world.graph.accepted.find((m) => m.body.to === phone.slice(1))?.body;
    expect(bodyTo(ana.phoneNumber)?.biz_opaque_callback_data).toBe(`campaign-recipient:${idOf(ana.id)}`);

    // The instance died after marking both and before any answer: as the crash leaves them, claims lapsed.
    await db
      .update(campaignRecipients)
      .set({
        status: "sending",
        providerMessageId: null,
        sentAt: null,
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(campaignRecipients.campaignId, campaign.id));
    await db.execute(
      sql`update campaigns set status = 'sending', finished_at = null where id = ${campaign.id}`,
    );
    const before = sentTo(s).length;
    // Ana's send had reached Meta: its "sent" status names her row. Another line naming it changes nothing.
    const other = await setup();
    const foreign = whatsappStatuses({ phoneNumberId: other.line.phoneNumberId }, [
      {
        id: "wamid.ajeno",
        status: "sent",
        recipient: ana.phoneNumber.slice(1),
        tracking: `campaign-recipient:${idOf(ana.id)}`,
      },
    ]);
    expect((await world.postWebhook(signWhatsappWebhook(foreign, other.line.appSecret))).statusCode).toBe(
      200,
    );
    const reported = whatsappStatuses({ phoneNumberId: s.line.phoneNumberId }, [
      {
        id: "wamid.llego",
        status: "sent",
        recipient: ana.phoneNumber.slice(1),
        tracking: `campaign-recipient:${idOf(ana.id)}`,
      },
    ]);
    expect((await world.postWebhook(signWhatsappWebhook(reported, s.line.appSecret))).statusCode).toBe(200);
    // Ten minutes after the claim lapsed, Beto's still unreported.
    await db
      .update(campaignRecipients)
      .set({ lockedUntil: sql`now() - interval '1 hour'` })
      .where(eq(campaignRecipients.id, idOf(beto.id)));
    await worker.drain();

    // Beto's never arrived (no status in ten minutes after the claim lapsed): sent again, once.
    expect(sentTo(s).slice(before)).toEqual([beto.phoneNumber.slice(1)]);
    const after = await db
      .select({
        contactId: campaignRecipients.contactId,
        status: campaignRecipients.status,
        providerMessageId: campaignRecipients.providerMessageId,
      })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    expect(after.find((row) => row.contactId === ana.id)).toMatchObject({
      status: "sent",
      providerMessageId: "wamid.llego",
    });
    expect(after.find((row) => row.contactId === beto.id)?.status).toBe("sent");
    const finished = await s.supervisor.api.post<Campaign>(endpoints.get.path, { id: campaign.id });
    expect(finished.body.data?.status).toBe("finished");
  });

  it("waits for the report of a send cut off a moment ago instead of sending it again", async () => {
    const s = await setup();
    await labelled(s, { name: "Carla" });
    const campaign = await draft(s);
    await prepared(s, campaign.id);
    await s.supervisor.api.post(endpoints.confirm.path, { id: campaign.id });
    await worker.drain();
    const { db } = world.t.deps;
    await db
      .update(campaignRecipients)
      .set({ status: "sending", providerMessageId: null, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(campaignRecipients.campaignId, campaign.id));
    await db.execute(sql`update campaigns set status = 'sending' where id = ${campaign.id}`);
    const before = sentTo(s).length;
    await worker.drain();
    expect(sentTo(s).length).toBe(before);
    const [row] = await db
      .select({ status: campaignRecipients.status })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    expect(row?.status).toBe("sending");
    await db
      .update(campaignRecipients)
      .set({ status: "sent" })
      .where(eq(campaignRecipients.campaignId, campaign.id));
  });

  it("stops at the line's daily limit and says until when it waits", async () => {
    const s = await setup();
    for (let i = 0; i < 3; i++) await labelled(s);
    const limited = await s.admin.api.post<CampaignSettings>(endpoints.saveSettings.path, {
      currency: "MXN",
      gapHours: 0,
      prices: [],
      lines: [{ id: s.line.channel.id, rate: 80, messagingLimit: 2 }],
    });
    expect(limited.body.data?.lines.find((line) => line.id === s.line.channel.id)?.messagingLimit).toBe(2);
    const campaign = await draft(s);
    const review = await prepared(s, campaign.id);
    expect(review.days).toBe(2);
    await s.supervisor.api.post(endpoints.confirm.path, { id: campaign.id });
    await worker.drain();
    expect(sentTo(s)).toHaveLength(2);
    const waiting = await s.supervisor.api.post<Campaign>(endpoints.get.path, { id: campaign.id });
    expect(waiting.body.data?.status).toBe("sending");
    expect(waiting.body.data?.waiting?.reason).toBe("limit");
    const until = Date.parse(waiting.body.data?.waiting?.until ?? "");
    expect(until).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});

describe("the line's messaging limit from Meta", () => {
  it("takes the limit an account webhook reports for the line, signed with its secret", async () => {
    const s = await setup();
    const report = (limit: string) => ({
      object: "whatsapp_business_account",
      entry: [
        {
          id: s.line.wabaId,
          time: 1_700_000_000,
          changes: [
            {
              field: "phone_number_quality_update",
              value: {
                display_phone_number: s.line.channel.phoneNumber.slice(1),
                event: "UPGRADE",
                current_limit: limit,
              },
            },
          ],
        },
      ],
    });
    const forged = await world.postWebhook(signWhatsappWebhook(report("TIER_UNLIMITED"), "otro-secreto"));
    expect(forged.statusCode).toBe(401);
    const signed = await world.postWebhook(signWhatsappWebhook(report("TIER_10K"), s.line.appSecret));
    expect(signed.statusCode).toBe(200);
    const settings = await s.supervisor.api.post<CampaignSettings>(endpoints.settings.path);
    const line = settings.body.data?.lines.find((candidate) => candidate.id === s.line.channel.id);
    expect(line?.messagingLimit).toBe(10_000);
    expect(line?.limitReportedAt).not.toBeNull();
  });
});

describe("who may do what, and with what", () => {
  it("refuses agents, lets only admins change the settings, and answers 400s in Spanish", async () => {
    const s = await setup();
    const listed = await s.agent.api.post(endpoints.list.path, {});
    expect(listed.status).toBe(403);
    const bySupervisor = await s.supervisor.api.post(endpoints.saveSettings.path, {
      currency: "USD",
      gapHours: 1,
      prices: [],
      lines: [],
    });
    expect(bySupervisor.status).toBe(403);
    const badPrice = await s.admin.api.post(endpoints.saveSettings.path, {
      currency: "USD",
      gapHours: 1,
      prices: [{ category: "MARKETING", country: "MX", price: -1 }],
      lines: [],
    });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.message).toBe(CAMPAIGN_MESSAGES.priceInvalid);

    const [pending] = await world.t.deps.db
      .insert(whatsappTemplates)
      .values({
        businessId: s.business.id,
        channelId: s.line.channel.id,
        name: "en_revision",
        language: "es_MX",
        category: "UTILITY",
        body: "Hola",
        status: "PENDING",
      })
      .returning();
    const notApproved = await s.supervisor.api.post(endpoints.save.path, {
      name: "X",
      channelId: s.line.channel.id,
      templateId: pending?.id,
    });
    expect(notApproved.status).toBe(400);
    expect(notApproved.body.message).toBe(CAMPAIGN_MESSAGES.templateNotApproved);

    const incomplete = await s.supervisor.api.post<Campaign>(endpoints.save.path, {
      name: "Sin plantilla",
      channelId: s.line.channel.id,
    });
    const prepare = await s.supervisor.api.post(endpoints.prepare.path, { id: incomplete.body.data?.id });
    expect(prepare.status).toBe(400);
    expect(prepare.body.message).toBe(CAMPAIGN_MESSAGES.templateRequired);

    const wrongCount = await draft(s, { variables: [{ source: "text", text: "solo una" }] });
    const counted = await s.supervisor.api.post(endpoints.prepare.path, { id: wrongCount.id });
    expect(counted.body.message).toBe(CAMPAIGN_MESSAGES.variablesCount(2));

    const badField = await s.supervisor.api.post(endpoints.save.path, {
      name: "X",
      channelId: s.line.channel.id,
      variables: [{ source: "field", key: "no_existe", fallback: "x" }],
    });
    expect(badField.status).toBe(400);
    expect(badField.body.message).toBe(CAMPAIGN_MESSAGES.unknownField("no_existe"));
  });

  it("removes a draft and only a draft: a campaign past it keeps its record, with a Spanish 400", async () => {
    const s = await setup();
    const cancelled = await draft(s, { name: "Cancelada" });
    await s.supervisor.api.post(endpoints.cancel.path, { id: cancelled.id });
    const refused = await s.supervisor.api.post(endpoints.remove.path, { id: cancelled.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CAMPAIGN_MESSAGES.notRemovable);
    const kept = await s.supervisor.api.post<Campaign>(endpoints.get.path, { id: cancelled.id });
    expect(kept.body.data?.status).toBe("cancelled");

    const unwanted = await draft(s, { name: "Borrador de sobra" });
    expect((await s.agent.api.post(endpoints.remove.path, { id: unwanted.id })).status).toBe(403);
    const removed = await s.supervisor.api.post<Campaign>(endpoints.remove.path, { id: unwanted.id });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(CAMPAIGN_MESSAGES.removed);
    expect(removed.body.data?.name).toBe("Borrador de sobra");
    const gone = await s.supervisor.api.post(endpoints.get.path, { id: unwanted.id });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(CAMPAIGN_MESSAGES.unknown);
    const again = await s.supervisor.api.post(endpoints.remove.path, { id: unwanted.id });
    expect(again.status).toBe(404);
  });

  it("never shows or touches another business's campaign, line, label or template", async () => {
    const mine = await setup();
    const theirs = await setup();
    const their = await draft(theirs);
    for (const path of [
      endpoints.get.path,
      endpoints.pause.path,
      endpoints.cancel.path,
      endpoints.review.path,
      endpoints.remove.path,
    ]) {
      const answer = await mine.supervisor.api.post(path, { id: their.id });
      expect(answer.status, path).toBe(404);
      expect(answer.body.message, path).toBe(CAMPAIGN_MESSAGES.unknown);
    }
    const stillTheirs = await theirs.supervisor.api.post<Campaign>(endpoints.get.path, { id: their.id });
    expect(stillTheirs.body.data?.status).toBe("draft");
    const recipients = await mine.supervisor.api.post(endpoints.recipients.path, { id: their.id });
    expect(recipients.status).toBe(404);
    const exported = await mine.supervisor.api.get(
      `${endpoints.exportRecipients.path}?campaign_id=${their.id}`,
    );
    expect(exported.status).toBe(404);
    const theirLabel = await mine.supervisor.api.post(endpoints.save.path, {
      name: "X",
      channelId: mine.line.channel.id,
      audience: { kind: "label", labelId: theirs.labelId },
    });
    expect(theirLabel.body.message).toBe(CAMPAIGN_MESSAGES.unknownLabel);
    const theirLine = await mine.supervisor.api.post(endpoints.save.path, {
      name: "X",
      channelId: theirs.line.channel.id,
    });
    expect(theirLine.body.message).toBe(CAMPAIGN_MESSAGES.unknownLine);
    const theirTemplate = await mine.supervisor.api.post(endpoints.save.path, {
      name: "X",
      channelId: mine.line.channel.id,
      templateId: theirs.templateId,
    });
    expect(theirTemplate.body.message).toBe(CAMPAIGN_MESSAGES.templateRequired);
    const list = await mine.supervisor.api.post<{ items: Campaign[] }>(endpoints.list.path, {});
    expect(list.body.data?.items.map((campaign) => campaign.id)).not.toContain(their.id);
  });
});
