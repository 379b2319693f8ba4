import { eq } from "drizzle-orm";
import { createChannel as saveLine } from "../../src/channels/channel.repo.js";
import {
  contacts,
  conversations,
  notifications,
  quickAnswers,
  whatsappTemplates,
} from "../../src/db/schema/index.js";
import { transact } from "../../src/events/transact.js";
import type { App } from "../../src/http/fastify-types.js";
import { claimPreparation, prepareBatch } from "../../src/modules/campaigns/campaign-prepare.js";
import { encodeMediaKey } from "../../src/modules/media/media-storage.js";
import { createClosingCategory, pendingChat, switchBotsOn } from "../engine-factories.js";
import { createArea, createBusiness, signedInAs } from "../factories.js";
import type { RouteTestWorld } from "../route-test-world.js";
import { surveyDefinition } from "../survey-factories.js";

/** Texts that exist only in the victim business: none may ever appear in an answer to another business. */
export const VICTIM_MARKERS = {
  business: "Víctima Secreta S.A.",
  contactName: "Contacto Secreto",
  message: "Mensaje secreto de la víctima",
  category: "Categoría secreta",
  quickAnswer: "Respuesta secreta",
  area: "Área secreta",
  lineId: "5550001112223",
  template: "plantilla_secreta_victima",
  outOfHours: "Fuera de horario secreto",
  welcome: "Bienvenida secreta",
  selectorQuestion: "Menú secreto",
  survey: "Encuesta secreta",
  transferComment: "Comentario secreto de transferencia",
  label: "Etiqueta secreta",
  contactField: "Campo secreto",
  contactFieldValue: "Valor secreto",
  segment: "Segmento secreto",
  campaign: "Campaña secreta",
  campaignText: "Texto secreto de la campaña",
} as const;

export type VictimWorld = Awaited<ReturnType<typeof buildVictimWorld>>;

/** One business full of data (chats in every state, media, settings, a line) and its users. */
export async function buildVictimWorld(t: RouteTestWorld) {
  const db = t.deps.db;
  const business = await createBusiness(db, {
    name: VICTIM_MARKERS.business,
    outOfHoursMessage: VICTIM_MARKERS.outOfHours,
  });
  const area = await createArea(db, business.id, VICTIM_MARKERS.area);
  const admin = await signedInAs(t.app, db, "ProviderAdmin", business.id);
  const agent = await signedInAs(t.app, db, "ProviderAgent", business.id);
  const category = await createClosingCategory(db, business.id, VICTIM_MARKERS.category);
  const [answer] = await db
    .insert(quickAnswers)
    .values({ businessId: business.id, message: VICTIM_MARKERS.quickAnswer })
    .returning();

  const pending = await pendingChat(t.deps, business.id, {
    name: VICTIM_MARKERS.contactName,
    text: VICTIM_MARKERS.message,
  });
  const active = await pendingChat(t.deps, business.id, {
    name: `${VICTIM_MARKERS.contactName} Dos`,
    text: VICTIM_MARKERS.message,
  });
  await agent.api.post("/api/wp/TakePendient", { id: active.conversationId, agentId: 0 });
  // Handed to the admin with a comment and back: the chat has transfers, and is the agent's again.
  for (const to of [admin, agent]) {
    await admin.api.post("/api/chat/ReassignChat", {
      conversationId: active.conversationId,
      agentId: to.user.id,
      comments: VICTIM_MARKERS.transferComment,
    });
  }
  const sms = await pendingChat(t.deps, business.id, {
    kind: "sms",
    name: `${VICTIM_MARKERS.contactName} SMS`,
    text: VICTIM_MARKERS.message,
  });
  await agent.api.post("/api/wp/TakePendient", { id: sms.conversationId, agentId: 0 });
  const image = await t.app.inject({
    method: "POST",
    url: "/api/wp/SendMedia",
    headers: { authorization: `Bearer ${agent.token}` },
    body: (() => {
      const form = new FormData();
      form.append("conversationId", String(active.conversationId));
      form.append("file", new Blob([Buffer.from("secret-image")], { type: "image/png" }), "secreto.png");
      return form;
    })(),
  });
  const mediaKey = (image.json() as { data: { media: { key: string } } }).data.media.key;
  const line = await transact(t.deps, (tx) =>
    saveLine(
      tx,
      {
        businessId: business.id,
        kind: "whatsapp",
        provider: "whatsapp_cloud",
        phoneNumber: "",
        externalId: VICTIM_MARKERS.lineId,
        credentials: { accessToken: "secreto" },
      },
      t.deps.config.secretsKey,
    ),
  );
  const [template] = await db
    .insert(whatsappTemplates)
    .values({
      businessId: business.id,
      channelId: line.id,
      name: VICTIM_MARKERS.template,
      language: "es_MX",
      category: "UTILITY",
      body: "Hola {{1}}",
      status: "APPROVED",
    })
    .returning();
  const contactImportId = await importContacts(t, admin.token);
  const [notification] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.businessId, business.id))
    .limit(1);
  const survey = await admin.api.post<{ id: number }>(
    "/api/survey/create",
    surveyDefinition(VICTIM_MARKERS.survey),
  );
  await admin.api.put(`/api/survey/true/${survey.body.data.id}`);
  const label = await admin.api.post<{ id: number }>("/api/labels/SaveLabel", {
    name: VICTIM_MARKERS.label,
    color: "grape",
  });
  const labelId = label.body.data.id;
  await admin.api.post("/api/labels/LabelContact", { contactId: active.contactId, add: [labelId] });
  await admin.api.post("/api/labels/LabelChat", { conversationId: active.conversationId, add: [labelId] });
  const field = await admin.api.post<{ id: number }>("/api/contacts/SaveContactField", {
    key: "campo_secreto",
    name: VICTIM_MARKERS.contactField,
    type: "list",
    options: [VICTIM_MARKERS.contactFieldValue, "Otro"],
  });
  const contactFieldId = field.body.data.id;
  await db
    .update(contacts)
    .set({ customFields: { campo_secreto: VICTIM_MARKERS.contactFieldValue } })
    .where(eq(contacts.id, active.contactId));
  const segment = await admin.api.post<{ id: number }>("/api/contacts/SaveSegment", {
    name: VICTIM_MARKERS.segment,
    conditions: { labelIds: [labelId] },
  });
  const segmentId = segment.body.data.id;
  const bulk = await admin.api.post<{ id: number }>("/api/bulk/StartBulkAction", {
    action: "contacts.removeLabels",
    labelIds: [labelId + 1_000_000],
    target: { contactIds: [active.contactId] },
  });
  const bulkJobId = bulk.body.data.id;
  // A campaign prepared for the victim's label, its one recipient computed (no worker runs here).
  const campaign = await admin.api.post<{ id: number }>("/api/campaigns/SaveCampaign", {
    name: VICTIM_MARKERS.campaign,
    channelId: line.id,
    templateId: template?.id,
    audience: { kind: "label", labelId },
    variables: [{ source: "text", text: VICTIM_MARKERS.campaignText }],
  });
  const campaignId = campaign.body.data.id;
  await admin.api.post("/api/campaigns/PrepareCampaign", { id: campaignId });
  const claimed = await claimPreparation(db);
  if (claimed) await prepareBatch(t.deps, claimed);
  // The active chat as a reply to it (no sender runs here): a report filtered by the campaign would show it.
  await db.update(conversations).set({ campaignId }).where(eq(conversations.id, active.conversationId));
  // Switched on last, so the chats above opened as ordinary pending chats.
  await switchBotsOn(db, business.id, {
    welcome: { message: VICTIM_MARKERS.welcome },
    selector: { areaIds: [area.id], message: VICTIM_MARKERS.selectorQuestion },
  });
  return {
    business,
    admin,
    agent,
    category,
    areaId: area.id,
    quickAnswerId: answer?.id ?? 0,
    pending,
    active,
    sms,
    mediaKey: encodeURIComponent(
      mediaKey || encodeMediaKey(`${business.id}/2026-01/00000000-0000-4000-8000-000000000000.png`),
    ),
    lineId: line.id,
    notificationId: notification?.id ?? 0,
    contactImportId,
    surveyId: survey.body.data.id,
    labelId,
    contactFieldId,
    segmentId,
    bulkJobId,
    campaignId,
  };
}

/** A finished contact import of the victim's, one of its rows rejected with the victim's marker in it. */
async function importContacts(t: RouteTestWorld, token: string): Promise<number> {
  const form = new FormData();
  const csv = `Nombre,Teléfono\r\n${VICTIM_MARKERS.contactName} Importado,5599990001\r\n${VICTIM_MARKERS.contactName} 2,5599990002\r\n`;
  form.append("file", new Blob([csv], { type: "text/csv" }), "victima.csv");
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/admin/ImportContacts",
    headers,
    body: form,
  });
  const importId = (uploaded.json() as { data: { importId: number } }).data.importId;
  await t.app.inject({
    method: "POST",
    url: "/api/admin/ImportContacts/Start",
    headers,
    payload: { importId, mapping: { name: 0, phoneNumber: 1 } },
  });
  await t.deps.tasks.settle();
  return importId;
}

export type AttackRequest = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  payload?: Record<string, unknown>;
  form?: Record<string, string>;
};

export async function send(app: App, token: string, request: AttackRequest) {
  const headers = { authorization: `Bearer ${token}` };
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form)) form.append(name, value);
    form.append("file", new Blob([Buffer.from("x")], { type: "image/png" }), "x.png");
    return app.inject({ method: request.method, url: request.url, headers, body: form });
  }
  return app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.method === "POST" || request.method === "PUT" ? { payload: request.payload ?? {} } : {}),
  });
}
