import type { MessageView } from "@consola/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newMessageSid } from "../../../test/fakes/fake-twilio.js";
import { messageRow, retryNow } from "../../../test/fakes/provider-lines.js";
import {
  signTwilioWebhook,
  twilioInboundFields,
  twilioStatusFields,
} from "../../../test/fakes/twilio-webhook-payloads.js";
import { drainOutbox } from "../../../test/outbox.js";
import {
  TWILIO_TEST_PUBLIC_URL as PUBLIC_URL,
  type TwilioOwner,
  twilioTestWorld,
} from "../../../test/twilio-test-world.js";
import { messages } from "../../db/schema/index.js";

const world = twilioTestWorld({ timeoutMs: 1_000 });
const { postSigned, lineWithAgent } = world;

let phoneSeed = 4000;

type Owner = TwilioOwner;

/** A contact texts the line and the agent takes the chat. */
async function takenChat(owner: Owner) {
  const from = `+52815${String(phoneSeed++).padStart(7, "0")}`;
  const sid = newMessageSid();
  await postSigned(
    "/api/webhooks/twilio/sms",
    twilioInboundFields({
      accountSid: owner.line.accountSid,
      from,
      to: owner.line.number,
      body: "Hola",
      messageSid: sid,
    }),
    owner.line.authToken,
  );
  const [inbound] = await world.t.deps.db.select().from(messages).where(eq(messages.providerMessageId, sid));
  const conversationId = inbound?.conversationId ?? 0;
  await owner.agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  return { conversationId, to: from };
}

async function sendSms(owner: Owner, conversationId: number, message: string) {
  const response = await owner.agent.api.post<MessageView>("/api/voip/SendSMS", { conversationId, message });
  expect(response.status).toBe(200);
  return response.body.data.id;
}

async function runWorker() {
  await drainOutbox(world.t.deps);
}

const acceptedFor = (to: string) => world.twilio.accepted.filter((sms) => sms.form.get("To") === to);
const postsFor = (to: string) =>
  world.twilio.requests.filter((request) => request.method === "POST" && request.form().get("To") === to);

let owner: Owner;
beforeAll(async () => {
  owner = await lineWithAgent();
});

describe("Twilio adapter: sending", () => {
  it("sends an agent's SMS as Twilio's form with Basic auth and a status callback, and keeps the sid", async () => {
    const { conversationId, to } = await takenChat(owner);
    const id = await sendSms(owner, conversationId, "Sí, abrimos a las 9");
    await runWorker();
    const [sent] = acceptedFor(to);
    expect(sent?.request.path).toBe(`/2010-04-01/Accounts/${owner.line.accountSid}/Messages.json`);
    expect(sent?.request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${owner.line.accountSid}:${owner.line.authToken}`).toString("base64")}`,
    );
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      To: to,
      From: owner.line.number,
      Body: "Sí, abrimos a las 9",
      StatusCallback: `${PUBLIC_URL}/api/webhooks/twilio/status`,
    });
    expect(await messageRow(world.t, id)).toMatchObject({ status: "sent", providerMessageId: sent?.sid });
  });

  it("sends an MMS with the file's signed public URL as MediaUrl", async () => {
    const { conversationId, to } = await takenChat(owner);
    const form = new FormData();
    form.append("conversationId", String(conversationId));
    form.append("caption", "La cotización");
    form.append("file", new Blob([Buffer.from("%PDF-1.4")], { type: "application/pdf" }), "cotizacion.pdf");
    const response = await world.t.app.inject({
      method: "POST",
      url: "/api/voip/SendMMS",
      headers: { authorization: `Bearer ${owner.agent.token}` },
      body: form,
    });
    expect(response.statusCode).toBe(200);
    await runWorker();
    const [sent] = acceptedFor(to);
    expect(sent?.form.get("Body")).toBe("La cotización");
    expect(sent?.form.get("MediaUrl")).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/media/public/[\\w-]+\\.[\\w-]+$`),
    );
  });
});

describe("Twilio adapter: failures", () => {
  it("keeps an SMS queued through 500s and refused connections, and sends it once when Twilio is back", async () => {
    const { conversationId, to } = await takenChat(owner);
    world.twilio.failNext(1, {
      status: 503,
      body: { code: 20500, message: "Service Unavailable", status: 503 },
    });
    const id = await sendSms(owner, conversationId, "reintento");
    await runWorker();
    expect(await messageRow(world.t, id)).toMatchObject({ status: "queued", attempts: 1 });
    await world.twilio.refuseConnections();
    await retryNow(world.t, id);
    await world.twilio.acceptConnections();
    expect(await messageRow(world.t, id)).toMatchObject({ status: "queued", attempts: 2 });
    await retryNow(world.t, id);
    await runWorker();
    expect(await messageRow(world.t, id)).toMatchObject({ status: "sent", attempts: 3, error: null });
    expect(acceptedFor(to)).toHaveLength(1);
  });

  it("fails an SMS Twilio refuses (4xx) at once and never sends it again", async () => {
    const { conversationId, to } = await takenChat(owner);
    world.twilio.refuseRecipient(to, { code: 21610, message: "Attempt to send to unsubscribed recipient" });
    const id = await sendSms(owner, conversationId, "no llegará");
    await runWorker();
    await retryNow(world.t, id);
    const row = await messageRow(world.t, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.error).toContain("21610");
    expect(postsFor(to)).toHaveLength(1);
  });
});

describe("Twilio webhook: delivery statuses", () => {
  it("moves an SMS forward on signed callbacks, never backwards, and fails it with the error code", async () => {
    const { conversationId, to } = await takenChat(owner);
    const first = await sendSms(owner, conversationId, "uno");
    const second = await sendSms(owner, conversationId, "dos");
    await runWorker();
    const sidOf = async (id: number) => (await messageRow(world.t, id))?.providerMessageId ?? "";
    const callback = async (id: number, status: "sent" | "delivered" | "undelivered", errorCode?: string) =>
      (
        await postSigned(
          "/api/webhooks/twilio/status",
          twilioStatusFields({
            accountSid: owner.line.accountSid,
            from: owner.line.number,
            to,
            messageSid: await sidOf(id),
            status,
            ...(errorCode ? { errorCode } : {}),
          }),
          owner.line.authToken,
        )
      ).statusCode;

    expect(await callback(first, "delivered")).toBe(200);
    expect(await callback(first, "sent")).toBe(200);
    expect(await messageRow(world.t, first)).toMatchObject({ status: "delivered" });
    expect(await callback(second, "undelivered", "30003")).toBe(200);
    expect(await messageRow(world.t, second)).toMatchObject({
      status: "failed",
      error: "Twilio no entregó el mensaje: teléfono apagado o sin señal (30003)",
    });
    const forged = signTwilioWebhook(
      `${PUBLIC_URL}/api/webhooks/twilio/status`,
      twilioStatusFields({
        accountSid: owner.line.accountSid,
        from: owner.line.number,
        to,
        messageSid: await sidOf(first),
        status: "undelivered",
      }),
      "adivinado",
    );
    const refused = await world.t.app.inject({
      method: "POST",
      url: "/api/webhooks/twilio/status",
      headers: forged.headers,
      payload: forged.payload,
    });
    expect(refused.statusCode).toBe(401);
    expect(await messageRow(world.t, first)).toMatchObject({ status: "delivered" });
  });
});

describe("Twilio webhooks: one business never writes into another", () => {
  it("refuses A's number signed with B's token, and B's callbacks cannot touch A's messages", async () => {
    const b = await lineWithAgent();
    const { conversationId, to } = await takenChat(owner);
    const id = await sendSms(owner, conversationId, "de A");
    await runWorker();
    const sid = (await messageRow(world.t, id))?.providerMessageId ?? "";

    const intoA = twilioInboundFields({
      accountSid: b.line.accountSid,
      from: to,
      to: owner.line.number,
      body: "intruso",
    });
    expect((await postSigned("/api/webhooks/twilio/sms", intoA, b.line.authToken)).statusCode).toBe(401);
    const intruder = intoA.find(([name]) => name === "MessageSid")?.[1] ?? "";
    expect(
      await world.t.deps.db.select().from(messages).where(eq(messages.providerMessageId, intruder)),
    ).toEqual([]);

    const viaB = twilioStatusFields({
      accountSid: b.line.accountSid,
      from: b.line.number,
      to,
      messageSid: sid,
      status: "undelivered",
    });
    expect((await postSigned("/api/webhooks/twilio/status", viaB, b.line.authToken)).statusCode).toBe(200);
    expect(await messageRow(world.t, id)).toMatchObject({ status: "sent", businessId: owner.business.id });
  });
});
