import type { MessageView } from "@consola/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messageRow, retryNow, type WhatsappLine } from "../../../test/fakes/provider-lines.js";
import {
  newWamid,
  signWhatsappWebhook,
  text,
  whatsappInbound,
} from "../../../test/fakes/whatsapp-webhook-payloads.js";
import { drainOutbox } from "../../../test/outbox.js";
import { type WhatsappOwner, whatsappTestWorld } from "../../../test/whatsapp-test-world.js";
import { messages } from "../../db/schema/index.js";
import { verifyMediaLink } from "../media/media-storage.js";

const world = whatsappTestWorld({
  adapter: { timeoutMs: 1_000, templateCacheMs: 0 },
  app: { env: { OUTBOX_MAX_ATTEMPTS: "5" } },
});
let line: WhatsappLine;
let agent: WhatsappOwner["agent"];
let lastImageLink = "";

beforeAll(async () => {
  ({ line, agent } = await world.lineWithAgent());
  world.graph.setTemplates(line.wabaId, [
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

let phoneSeed = 5000;

/** A contact writes through a signed webhook and the agent takes the chat: the path of every real reply. */
async function takenChat() {
  const from = `521812${String(phoneSeed++).padStart(7, "0")}`;
  const wamid = newWamid();
  const signed = signWhatsappWebhook(
    whatsappInbound(line, { from, messages: [{ id: wamid, ...text("Hola") }] }),
    line.appSecret,
  );
  await world.postWebhook(signed);
  const [inbound] = await world.t.deps.db
    .select()
    .from(messages)
    .where(eq(messages.providerMessageId, wamid));
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
  await drainOutbox(world.t.deps);
}

const acceptedFor = (to: string) => world.graph.accepted.filter((message) => message.body.to === to);

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
    expect(await messageRow(world.t, id)).toMatchObject({
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
    const pages = world.graph.requests.filter((request) => request.path.endsWith("/message_templates"));
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
    expect(await messageRow(world.t, response.body.data.id)).toMatchObject({
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
      return world.t.app.inject({
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
    const key = verifyMediaLink(
      link.pathname.replace("/api/media/public/", ""),
      world.t.deps.config.secretsKey,
    );
    expect(await world.t.deps.media.read(key ?? "")).toEqual(png);
    lastImageLink = link.pathname;
  });

  // Signed tokens (~130 characters) exceed Fastify's default path-parameter limit of 100 (answered 414).
  it("lets the provider fetch that link over HTTP without a session", async () => {
    const fetched = await world.t.app.inject({ method: "GET", url: lastImageLink });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.length).toBeGreaterThan(0);
  });
});

describe("WhatsApp Cloud adapter: failures", () => {
  it("keeps a message queued while Graph answers 500, and delivers it once when it recovers", async () => {
    const { conversationId, to } = await takenChat();
    world.graph.failNext(2, {
      status: 500,
      body: { error: { message: "An unknown error occurred", code: 1 } },
    });
    const id = await sendText(conversationId, "reintento 500");
    await runWorker();
    expect(await messageRow(world.t, id)).toMatchObject({ status: "queued", attempts: 1 });
    await retryNow(world.t, id);
    expect(await messageRow(world.t, id)).toMatchObject({ status: "queued", attempts: 2 });
    await retryNow(world.t, id);
    await runWorker();
    expect(await messageRow(world.t, id)).toMatchObject({ status: "sent", attempts: 3, error: null });
    expect(acceptedFor(to)).toHaveLength(1);
  });

  it("retries after refused connections and honours a 429's Retry-After", async () => {
    const { conversationId, to } = await takenChat();
    await world.graph.refuseConnections();
    const id = await sendText(conversationId, "reintento sin conexión");
    await runWorker();
    await world.graph.acceptConnections();
    const refused = await messageRow(world.t, id);
    expect(refused).toMatchObject({ status: "queued", attempts: 1 });
    expect(refused?.error).toContain("ECONNREFUSED");

    world.graph.failNext(1, {
      status: 429,
      headers: { "retry-after": "120" },
      body: { error: { code: 130429 } },
    });
    await retryNow(world.t, id);
    const limited = await messageRow(world.t, id);
    expect(limited?.status).toBe("queued");
    expect((limited?.nextAttemptAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(100_000);
    await retryNow(world.t, id);
    expect(await messageRow(world.t, id)).toMatchObject({ status: "sent" });
    expect(acceptedFor(to)).toHaveLength(1);
  });

  it("fails a message Graph refuses (4xx) at once and never sends it again", async () => {
    const { conversationId, to } = await takenChat();
    world.graph.refuseRecipient(to, {
      code: 131026,
      message: "Message undeliverable",
      details:
        "Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp number.",
    });
    const id = await sendText(conversationId, "no llegará");
    await runWorker();
    await retryNow(world.t, id);
    const row = await messageRow(world.t, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.error).toContain("131026");
    expect(world.graph.requests.filter((request) => request.body.includes(`"to":"${to}"`))).toHaveLength(1);
  });

  it("fails, without a retry, a send that timed out after the request left (it may have arrived)", async () => {
    const { conversationId, to } = await takenChat();
    world.graph.failNext(1, "hang");
    const id = await sendText(conversationId, "¿llegó?");
    await runWorker();
    await retryNow(world.t, id);
    const row = await messageRow(world.t, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.error).toMatch(/no respondió a tiempo/);
    expect(world.graph.requests.filter((request) => request.body.includes(`"to":"${to}"`))).toHaveLength(1);
  });
});
