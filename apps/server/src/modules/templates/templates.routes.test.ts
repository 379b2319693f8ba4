import { CHANNEL_TEST_MESSAGES, MESSAGES, TEMPLATE_MESSAGES, type WhatsappTemplate } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness, type TestBusiness } from "../../../test/factories.js";
import { addTwilioLine, addWhatsappLine } from "../../../test/fakes/provider-lines.js";
import { providerTestWorld } from "../../../test/provider-test-world.js";
import { activeChannelFor } from "../../channels/channel.repo.js";
import { auditLog, whatsappTemplates } from "../../db/schema/index.js";

const t = providerTestWorld();

const admin = (business: TestBusiness) => t.adminApi(business);

const newTemplate = {
  name: "aviso_de_pedido",
  language: "es_MX",
  category: "UTILITY",
  body: "Hola {{1}}, tu pedido {{2}} ya está en camino.",
  examples: ["Ana", "A-1024"],
};

/** The routes that act on one line's templates: each refuses the same callers the same way. */
const LINE_TEMPLATE_PATHS = [
  "/api/config/ListTemplates",
  "/api/config/SyncTemplates",
  "/api/config/SubmitTemplate",
] as const;

/** Records the config.changed events published while `work` runs. */
async function heardDuring(work: () => Promise<unknown>) {
  const heard: unknown[] = [];
  const stop = t.deps.events.subscribe("config.changed", (event) => void heard.push(event));
  await work();
  stop?.();
  return heard;
}

describe("WhatsApp templates synced from Meta", () => {
  it("stores every template with its approval state, and a rejection's reason", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    t.graph.setTemplates(line.wabaId, [
      { name: "bienvenida", language: "es_MX", category: "UTILITY", status: "APPROVED", body: "Hola {{1}}" },
      { name: "promo_julio", language: "es_MX", category: "MARKETING", status: "PENDING", body: "Oferta" },
      {
        name: "cobro",
        language: "es",
        category: "UTILITY",
        status: "REJECTED",
        body: "Paga ya",
        rejectedReason: "SCAM",
      },
      { name: "vieja", language: "es_MX", category: "UTILITY", status: "PAUSED", body: "Aviso" },
      { name: "retirada", language: "es_MX", category: "UTILITY", status: "DISABLED", body: "Aviso" },
    ]);
    const api = await admin(t.norte);
    let synced: WhatsappTemplate[] = [];
    const heard = await heardDuring(async () => {
      const response = await api.post<WhatsappTemplate[]>("/api/config/SyncTemplates", {
        channelId: line.channel.id,
      });
      expect(response.body.message).toBe(TEMPLATE_MESSAGES.synced);
      synced = response.body.data;
    });
    expect(synced.map((row) => [row.name, row.status, row.rejectedReason])).toEqual([
      ["bienvenida", "APPROVED", ""],
      ["cobro", "REJECTED", "SCAM"],
      ["promo_julio", "PENDING", ""],
      ["retirada", "DISABLED", ""],
      ["vieja", "PAUSED", ""],
    ]);
    expect(heard).toContainEqual({ businessId: t.norte.id, what: "templates" });
    // Five templates over pages of two: the sync followed paging.next.
    expect(
      t.graph.requests.filter((request) => request.path.endsWith(`${line.wabaId}/message_templates`)).length,
    ).toBeGreaterThanOrEqual(3);

    // Meta approves one and removes another: the next sync says so.
    t.graph.setTemplates(line.wabaId, [
      { name: "bienvenida", language: "es_MX", category: "UTILITY", status: "APPROVED", body: "Hola {{1}}" },
      { name: "promo_julio", language: "es_MX", category: "MARKETING", status: "APPROVED", body: "Oferta" },
    ]);
    await api.post("/api/config/SyncTemplates", { channelId: line.channel.id });
    const listed = await api.post<WhatsappTemplate[]>("/api/config/ListTemplates", {
      channelId: line.channel.id,
    });
    expect(listed.body.data.map((row) => [row.name, row.status])).toEqual([
      ["bienvenida", "APPROVED"],
      ["promo_julio", "APPROVED"],
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(line.accessToken);
  });

  it("says in Spanish why a sync failed", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    t.graph.failNext(1, {
      status: 401,
      body: { error: { message: "Invalid OAuth access token", type: "OAuthException", code: 190 } },
    });
    const response = await (await admin(t.norte)).post("/api/config/SyncTemplates", {
      channelId: line.channel.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CHANNEL_TEST_MESSAGES.invalid_credentials);
  });

  it("asks for the WhatsApp Business Account id before syncing a line without one", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id, { wabaId: "" });
    const response = await (await admin(t.norte)).post("/api/config/SyncTemplates", {
      channelId: line.channel.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(TEMPLATE_MESSAGES.noWabaId);
  });
});

describe("creating a template and submitting it for approval", () => {
  it("posts it to the WhatsApp Business Account with its examples and stores it as pending", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    const api = await admin(t.norte);
    let created: WhatsappTemplate | undefined;
    const heard = await heardDuring(async () => {
      const response = await api.post<WhatsappTemplate>("/api/config/SubmitTemplate", {
        channelId: line.channel.id,
        ...newTemplate,
      });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(TEMPLATE_MESSAGES.submitted);
      created = response.body.data;
    });
    expect(created).toMatchObject({ ...newTemplate, status: "PENDING", channelId: line.channel.id });
    expect(heard).toContainEqual({ businessId: t.norte.id, what: "templates" });
    const [sent] = t.graph.submitted.filter((entry) => entry.wabaId === line.wabaId);
    expect(sent?.body).toEqual({
      name: "aviso_de_pedido",
      language: "es_MX",
      category: "UTILITY",
      components: [{ type: "BODY", text: newTemplate.body, example: { body_text: [["Ana", "A-1024"]] } }],
    });
    const [row] = await t.deps.db
      .select()
      .from(whatsappTemplates)
      .where(eq(whatsappTemplates.id, created?.id ?? 0));
    expect(row?.providerTemplateId).toBe(sent?.id);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "template_submitted"), eq(auditLog.entityId, String(created?.id))));
    expect(audits).toHaveLength(1);

    // The same name and language again: refused before asking Meta.
    const before = t.graph.requests.length;
    const again = await api.post("/api/config/SubmitTemplate", {
      channelId: line.channel.id,
      ...newTemplate,
    });
    expect(again.body.message).toBe(TEMPLATE_MESSAGES.taken);
    expect(t.graph.requests.length).toBe(before);
  });

  it("turns Meta's refusals into Spanish, naming the code of one it does not know", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    t.graph.setTemplates(line.wabaId, [
      { name: "ya_existe", language: "es_MX", category: "UTILITY", status: "APPROVED", body: "Hola" },
    ]);
    const api = await admin(t.norte);
    const duplicate = await api.post("/api/config/SubmitTemplate", {
      channelId: line.channel.id,
      ...newTemplate,
      name: "ya_existe",
    });
    expect(duplicate.body.message).toBe(TEMPLATE_MESSAGES.taken);
    t.graph.failNext(1, {
      status: 400,
      body: { error: { message: "Invalid parameter", code: 100, error_subcode: 2388299 } },
    });
    const odd = await api.post("/api/config/SubmitTemplate", { channelId: line.channel.id, ...newTemplate });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe(TEMPLATE_MESSAGES.refused("100/2388299"));
  });

  it("the sandbox approves at once, and the new template can be sent in a chat", async () => {
    const sur = await createBusiness(t.deps.db);
    const sandbox = await activeChannelFor(t.deps.db, sur.id, "whatsapp", t.deps.config.secretsKey);
    const api = await admin(sur);
    const created = await api.post<WhatsappTemplate>("/api/config/SubmitTemplate", {
      channelId: sandbox.id,
      ...newTemplate,
    });
    expect(created.body.message).toBe(TEMPLATE_MESSAGES.approved);
    expect(created.body.data.status).toBe("APPROVED");
    const offered = await api.post<{ name: string }[]>("/api/wp/GetTemplateList", {});
    expect(offered.body.data.map((template) => template.name)).toContain("aviso_de_pedido");
    // A sandbox sync adds its ready-made templates and keeps what was created here.
    const synced = await api.post<WhatsappTemplate[]>("/api/config/SyncTemplates", { channelId: sandbox.id });
    expect(synced.body.data.map((row) => row.name)).toEqual([
      "aviso_de_pedido",
      "bienvenida",
      "recordatorio_cita",
      "seguimiento",
    ]);
  });

  it("a template approved on the sandbox stays sendable after a restart emptied the sandbox's memory", async () => {
    const oeste = await createBusiness(t.deps.db);
    const sandbox = await activeChannelFor(t.deps.db, oeste.id, "whatsapp", t.deps.config.secretsKey);
    // Stored as a submission before the restart left it; this process's sandbox never saw it.
    await t.deps.db.insert(whatsappTemplates).values({
      businessId: oeste.id,
      channelId: sandbox.id,
      name: "guardada_antes",
      language: "es_MX",
      category: "UTILITY",
      body: "Hola {{1}}, tu cita es mañana.",
      status: "APPROVED",
    });
    const api = await admin(oeste);
    const offered = await api.post<{ name: string; paramCount: number }[]>("/api/wp/GetTemplateList", {});
    expect(offered.body.data).toContainEqual(
      expect.objectContaining({ name: "guardada_antes", paramCount: 1 }),
    );
    const sent = await api.post<{ body: string }>("/api/wp/SendNewContact", {
      phoneNumber: "+528112349876",
      templateName: "guardada_antes",
      language: "es_MX",
      params: ["Ana"],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.body).toBe("Hola Ana, tu cita es mañana.");
  });

  it.each([
    [{ name: "" }, TEMPLATE_MESSAGES.nameRequired],
    [{ name: "Aviso Pedido" }, TEMPLATE_MESSAGES.nameInvalid],
    [{ name: "aviso-pedido" }, TEMPLATE_MESSAGES.nameInvalid],
    [{ language: "fr_FR" }, TEMPLATE_MESSAGES.languageInvalid],
    [{ category: "OTRA" }, TEMPLATE_MESSAGES.categoryInvalid],
    [{ body: "  " }, TEMPLATE_MESSAGES.bodyRequired],
    [{ body: "x".repeat(1_025) }, TEMPLATE_MESSAGES.bodyTooLong],
    [{ body: "Hola {{1}} y {{3}}", examples: ["a", "b", "c"] }, TEMPLATE_MESSAGES.paramsOutOfOrder],
    [{ examples: ["Ana"] }, TEMPLATE_MESSAGES.exampleRequired],
    [{ examples: ["Ana", " "] }, TEMPLATE_MESSAGES.exampleRequired],
    [{ channelId: "x" }, TEMPLATE_MESSAGES.lineRequired],
  ])("answers SubmitTemplate with %j with a Spanish 400", async (change, message) => {
    const sandbox = await activeChannelFor(t.deps.db, t.andino.id, "whatsapp", t.deps.config.secretsKey);
    const response = await (await admin(t.andino)).post("/api/config/SubmitTemplate", {
      channelId: sandbox.id,
      ...newTemplate,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("has templates only for WhatsApp lines", async () => {
    const line = await addTwilioLine(t, t.twilio, t.norte.id);
    const api = await admin(t.norte);
    for (const path of LINE_TEMPLATE_PATHS) {
      const response = await api.post(path, { channelId: line.channel.id, ...newTemplate });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TEMPLATE_MESSAGES.notWhatsapp);
    }
  });
});

describe("who may see and change templates", () => {
  it("refuses supervisors and agents, and hides another business's line", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    for (const role of ["ProviderSupervisor", "ProviderAgent"] as const) {
      const { api } = await t.signedInAs(role, t.norte.id);
      for (const path of LINE_TEMPLATE_PATHS) {
        const response = await api.post(path, { channelId: line.channel.id, ...newTemplate });
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
    }
    const outsider = await admin(t.andino);
    for (const path of LINE_TEMPLATE_PATHS) {
      const response = await outsider.post(path, {
        channelId: line.channel.id,
        ...newTemplate,
        name: "intruso",
      });
      expect(response.status).toBe(404);
    }
    expect(t.graph.submitted.some((entry) => entry.body.name === "intruso")).toBe(false);
  });

  it.each(["Super", "VocomAdmin"] as const)("%s works on the business it names", async (role) => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    const { api } = await t.signedInAs(role);
    const created = await api.post<WhatsappTemplate>("/api/config/SubmitTemplate", {
      business_id: t.norte.id,
      channelId: line.channel.id,
      ...newTemplate,
    });
    expect(created.status).toBe(200);
    const listed = await api.post<WhatsappTemplate[]>("/api/config/ListTemplates", {
      business_id: t.norte.id,
      channelId: line.channel.id,
    });
    expect(listed.body.data.map((row) => row.id)).toEqual([created.body.data.id]);
    expect((await api.post("/api/config/ListTemplates", { channelId: line.channel.id })).status).toBe(404);
  });

  it("takes the business from ?business_id=, as the business panel sends it", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    const named = `?business_id=${t.norte.id}`;
    const { api } = await t.signedInAs("Super");
    const created = await api.post<WhatsappTemplate>(`/api/config/SubmitTemplate${named}`, {
      channelId: line.channel.id,
      ...newTemplate,
      name: "por_consulta",
    });
    expect(created.status).toBe(200);
    const listed = await api.post<WhatsappTemplate[]>(`/api/config/ListTemplates${named}`, {
      channelId: line.channel.id,
    });
    expect(listed.body.data.map((row) => row.id)).toEqual([created.body.data.id]);
    const synced = await api.post(`/api/config/SyncTemplates${named}`, { channelId: line.channel.id });
    expect(synced.status).toBe(200);

    // Another business's admin naming this business by the query string finds nothing there.
    const outsider = await admin(t.andino);
    for (const path of LINE_TEMPLATE_PATHS) {
      const response = await outsider.post(`${path}${named}`, {
        channelId: line.channel.id,
        ...newTemplate,
        name: "intruso_consulta",
      });
      expect(response.status).toBe(404);
    }
    expect(t.graph.submitted.some((entry) => entry.body.name === "intruso_consulta")).toBe(false);
  });
});
