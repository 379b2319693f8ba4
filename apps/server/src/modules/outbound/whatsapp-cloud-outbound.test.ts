import type { MessageView } from "@consola/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, signedInAs } from "../../../test/factories.js";
import { type FakeWhatsappGraph, startFakeWhatsappGraph } from "../../../test/fakes/fake-whatsapp-graph.js";
import {
  addWhatsappLine,
  makeDue,
  messageRow,
  type WhatsappLine,
} from "../../../test/fakes/provider-lines.js";
import {
  newWamid,
  signWhatsappWebhook,
  text,
  whatsappInbound,
} from "../../../test/fakes/whatsapp-webhook-payloads.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { createWhatsappCloudAdapter } from "../../channels/whatsapp-cloud/whatsapp-cloud-adapter.js";
import { messages } from "../../db/schema/index.js";
import { verifyMediaLink } from "../media/media-storage.js";
import { startOutboxWorker } from "./outbox-worker.js";

let graph: FakeWhatsappGraph;
let t: TestApp;
let line: WhatsappLine;
let agent: Awaited<ReturnType<typeof signedInAs>>;
let lastImageLink = "";

beforeAll(async () => {
  graph = await startFakeWhatsappGraph();
  t = await createTestApp({
    adapters: [
      createWhatsappCloudAdapter({ graphUrl: graph.graphUrl, timeoutMs: 1_000, templateCacheMs: 0 }),
    ],
    env: { OUTBOX_MAX_ATTEMPTS: "5" },
  });
  const business = await createBusiness(t.deps.db);
  line = await addWhatsappLine(t, graph, business.id);
  agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  graph.setTemplates(line.wabaId, [
    {
      name: "bienvenida",
      language: "es_MX",
      category: "UTILITY",
      status: "APPROVED",
      body: "Hola {{1}}, soy {{2}}.",
    },
    { name: "borrador", language: "es_MX", category: "MARKETING", status: "PENDING", body: "Aún no" },
    {
      name: "seguimiento",
      language: "es_MX",
      category: "UTILITY",
      status: "APPROVED",
      body: "¿Seguimos, {{1}}?",
    },
    {
      name: "cierre",
      language: "es_MX",
      category: "UTILITY",
      status: "APPROVED",
      body: "Gracias por escribir.",
    },
    {
      name: "cierre",
      language: "en_US",
      category: "UTILITY",
      status: "APPROVED",
      body: "Thanks for writing.",
    },
  ]);
});
afterAll(async () => {
  await t?.close();
  await graph?.close();
});

let phoneSeed = 5000;

/** A contact writes through a signed webhook and the agent takes the chat: the path of every real reply. */
async function takenChat() {
  const from = `521812${String(phoneSeed++).padStart(7, "0")}`;
  const wamid = newWamid();
  const signed = signWhatsappWebhook(
    whatsappInbound(line, { from, messages: [{ id: wamid, ...text("Hola") }] }),
    line.appSecret,
  );
  await t.app.inject({
    method: "POST",
    url: "/api/webhooks/whatsapp",
    headers: signed.headers,
    payload: signed.payload,
  });
  const [inbound] = await t.deps.db.select().from(messages).where(eq(messages.providerMessageId, wamid));
  const conversationId = inbound?.conversationId ?? 0;
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  return { conversationId, to: from.replace(/^521/, "52") };
}

async function sendText(conversationId: number, message: string) {
  const response = await agent.api.post<MessageView>("/api/wp/SendMessage", { conversationId, message });
  expect(response.status).toBe(200);
  return response.body.data.id;
}

async function runWorker() {
  const worker = startOutboxWorker(t.deps);
  await worker.drain();
  await worker.stop();
}

const acceptedFor = (to: string) => graph.accepted.filter((message) => message.body.to === to);

describe("WhatsApp Cloud adapter: sending", () => {
  it("sends an agent's text as the Cloud API's JSON with the line's token, and keeps the wamid", async () => {
    const { conversationId, to } = await takenChat();
    const id = await sendText(conversationId, "Sí, tenemos balatas");
    await runWorker();
    const [sent] = acceptedFor(to);
    expect(sent?.phoneNumberId).toBe(line.phoneNumberId);
    expect(sent?.request.headers.authorization).toBe(`Bearer ${line.accessToken}`);
    expect(sent?.request.headers["content-type"]).toBe("application/json");
    expect(sent?.body).toEqual({
      messaging_product: "whatsapp",
      to,
      type: "text",
      text: { body: "Sí, tenemos balatas" },
    });
    expect(await messageRow(t, id)).toMatchObject({
      status: "sent",
      providerMessageId: sent?.id,
      error: null,
    });
  });

  it("lists approved templates across pages and sends one with its body parameters", async () => {
    const list =
      await agent.api.post<{ name: string; language: string; paramCount: number }[]>(
        "/api/wp/GetTemplateList",
      );
    expect(list.status).toBe(200);
    expect(list.body.data.map(({ name, language, paramCount }) => [name, language, paramCount])).toEqual([
      ["bienvenida", "es_MX", 2],
      ["seguimiento", "es_MX", 1],
      ["cierre", "es_MX", 0],
      ["cierre", "en_US", 0],
    ]);
    const pages = graph.requests.filter((request) => request.path.endsWith("/message_templates"));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.every((page) => page.headers.authorization === `Bearer ${line.accessToken}`)).toBe(true);

    const { conversationId, to } = await takenChat();
    const response = await agent.api.post<MessageView>("/api/wp/SendTemplate", {
      conversationId,
      templateName: "bienvenida",
      language: "es_MX",
      params: ["Lupita", "Refaccionaria del Norte"],
    });
    expect(response.status).toBe(200);
    await runWorker();
    expect(acceptedFor(to).map((message) => message.body)).toEqual([
      {
        messaging_product: "whatsapp",
        to,
        type: "template",
        template: {
          name: "bienvenida",
          language: { code: "es_MX" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Lupita" },
                { type: "text", text: "Refaccionaria del Norte" },
              ],
            },
          ],
        },
      },
    ]);
    expect(await messageRow(t, response.body.data.id)).toMatchObject({
      status: "sent",
      body: "Hola Lupita, soy Refaccionaria del Norte.",
    });
  });

  it("sends an uploaded image as a link the provider can fetch, and a PDF as a document", async () => {
    const { conversationId, to } = await takenChat();
    const upload = (data: Buffer, type: string, name: string, caption: string) => {
      const form = new FormData();
      form.append("conversationId", String(conversationId));
      form.append("caption", caption);
      form.append("file", new Blob([data], { type }), name);
      return t.app.inject({
        method: "POST",
        url: "/api/wp/SendMedia",
        headers: { authorization: `Bearer ${agent.token}` },
        body: form,
      });
    };
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect((await upload(png, "image/png", "pieza.png", "Esta es")).statusCode).toBe(200);
    expect((await upload(Buffer.from("%PDF-1.4"), "application/pdf", "cotizacion.pdf", "")).statusCode).toBe(
      200,
    );
    await runWorker();

    const [photo, pdf] = acceptedFor(to).map((message) => message.body);
    expect(photo).toMatchObject({ type: "image", image: { caption: "Esta es" } });
    expect(pdf).toMatchObject({ type: "document", document: { filename: "cotizacion.pdf" } });
    expect((pdf as { document: object }).document).not.toHaveProperty("caption");
    // The link is our signed public URL for exactly the uploaded file.
    const link = new URL((photo as { image: { link: string } }).image.link);
    expect(link.origin).toBe("http://consola.test");
    const key = verifyMediaLink(link.pathname.replace("/api/media/public/", ""), t.deps.config.secretsKey);
    expect(await t.deps.media.read(key ?? "")).toEqual(png);
    lastImageLink = link.pathname;
  });

  // Signed tokens (~130 characters) exceed Fastify's default path-parameter limit of 100 (answered 414).
  it("lets the provider fetch that link over HTTP without a session", async () => {
    const fetched = await t.app.inject({ method: "GET", url: lastImageLink });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.length).toBeGreaterThan(0);
  });
});

describe("WhatsApp Cloud adapter: failures", () => {
  it("keeps a message queued while Graph answers 500, and delivers it once when it recovers", async () => {
    const { conversationId, to } = await takenChat();
    graph.failNext(2, { status: 500, body: { error: { message: "An unknown error occurred", code: 1 } } });
    const id = await sendText(conversationId, "reintento 500");
    await runWorker();
    expect(await messageRow(t, id)).toMatchObject({ status: "queued", attempts: 1 });
    await makeDue(t, id);
    await runWorker();
    expect(await messageRow(t, id)).toMatchObject({ status: "queued", attempts: 2 });
    await makeDue(t, id);
    await runWorker();
    await runWorker();
    expect(await messageRow(t, id)).toMatchObject({ status: "sent", attempts: 3, error: null });
    expect(acceptedFor(to)).toHaveLength(1);
  });

  it("retries after refused connections and honours a 429's Retry-After", async () => {
    const { conversationId, to } = await takenChat();
    await graph.refuseConnections();
    const id = await sendText(conversationId, "reintento sin conexión");
    await runWorker();
    await graph.acceptConnections();
    const refused = await messageRow(t, id);
    expect(refused).toMatchObject({ status: "queued", attempts: 1 });
    expect(refused?.error).toContain("ECONNREFUSED");

    graph.failNext(1, { status: 429, headers: { "retry-after": "120" }, body: { error: { code: 130429 } } });
    await makeDue(t, id);
    await runWorker();
    const limited = await messageRow(t, id);
    expect(limited?.status).toBe("queued");
    expect((limited?.nextAttemptAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(100_000);
    await makeDue(t, id);
    await runWorker();
    expect(await messageRow(t, id)).toMatchObject({ status: "sent" });
    expect(acceptedFor(to)).toHaveLength(1);
  });

  it("fails a message Graph refuses (4xx) at once and never sends it again", async () => {
    const { conversationId, to } = await takenChat();
    graph.refuseRecipient(to, {
      code: 131026,
      message: "Message undeliverable",
      details:
        "Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp number.",
    });
    const id = await sendText(conversationId, "no llegará");
    await runWorker();
    await makeDue(t, id);
    await runWorker();
    const row = await messageRow(t, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.error).toContain("131026");
    expect(graph.requests.filter((request) => request.body.includes(`"to":"${to}"`))).toHaveLength(1);
  });

  it("fails, without a retry, a send that timed out after the request left (it may have arrived)", async () => {
    const { conversationId, to } = await takenChat();
    graph.failNext(1, "hang");
    const id = await sendText(conversationId, "¿llegó?");
    await runWorker();
    await makeDue(t, id);
    await runWorker();
    const row = await messageRow(t, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.error).toMatch(/no respondió a tiempo/);
    expect(graph.requests.filter((request) => request.body.includes(`"to":"${to}"`))).toHaveLength(1);
  });
});
