import { INBOUND_TEXTS } from "@consola/shared";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBusiness, type TestBusiness } from "../../../../test/factories.js";
import { newMessageSid } from "../../../../test/fakes/fake-twilio.js";
import {
  addTwilioLine,
  makeDue,
  rowCounts,
  switchOffLine,
  type TwilioLine,
} from "../../../../test/fakes/provider-lines.js";
import { TWILIO_CORPUS } from "../../../../test/fakes/twilio-corpus.js";
import {
  signTwilioWebhook,
  twilioInboundFields,
  twilioStatusFields,
} from "../../../../test/fakes/twilio-webhook-payloads.js";
import { expectSameAnswers } from "../../../../test/same-answers.js";
import { TWILIO_TEST_PUBLIC_URL as PUBLIC_URL, twilioTestWorld } from "../../../../test/twilio-test-world.js";
import { contacts, conversations, messages } from "../../../db/schema/index.js";
import { fetchPendingMedia } from "../../../jobs/media-fetcher.js";
import { messageViewById } from "../../messages/messages.repo.js";

const world = twilioTestWorld({ timeoutMs: 2_000 });
const { postSigned, deliver } = world;
let business: TestBusiness;
let line: TwilioLine;

beforeAll(async () => {
  business = await createBusiness(world.t.deps.db);
  line = await addTwilioLine(world.t, world.twilio, business.id);
});

let phoneSeed = 2000;
const nextPhone = () => `+52814${String(phoneSeed++).padStart(7, "0")}`;

const rowsOf = (sid: string) =>
  world.t.deps.db
    .select()
    .from(messages)
    .where(like(messages.providerMessageId, `${sid}%`))
    .orderBy(messages.id);

describe("Twilio webhook: inbound SMS", () => {
  it("stores a signed SMS for the line's business and answers with empty TwiML", async () => {
    const from = nextPhone();
    const sid = newMessageSid();
    const response = await postSigned(
      "/api/webhooks/twilio/sms",
      twilioInboundFields({
        accountSid: line.accountSid,
        from,
        to: line.number,
        body: "¿Abren el domingo?",
        messageSid: sid,
      }),
      line.authToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/xml/);
    expect(response.body).toContain("<Response></Response>");

    const [message] = await rowsOf(sid);
    expect(message).toMatchObject({
      businessId: business.id,
      channelId: line.channel.id,
      direction: "in",
      type: "text",
      body: "¿Abren el domingo?",
      providerMessageId: sid,
    });
    const [contact] = await world.t.deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, message?.contactId ?? 0));
    expect(contact).toMatchObject({ businessId: business.id, typeRegister: "automatic" });
    const [chat] = await world.t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, message?.conversationId ?? 0));
    expect(chat).toMatchObject({ status: "pending", channelId: line.channel.id });
  });

  it("stores a replayed MessageSid once, sequentially and concurrently", async () => {
    const fields = twilioInboundFields({
      accountSid: line.accountSid,
      from: nextPhone(),
      to: line.number,
      body: "otra vez",
    });
    const sid = fields.find(([name]) => name === "MessageSid")?.[1] ?? "";
    for (let i = 0; i < 3; i++) {
      expect((await postSigned("/api/webhooks/twilio/sms", fields, line.authToken)).statusCode).toBe(200);
    }
    const concurrentFields = twilioInboundFields({
      accountSid: line.accountSid,
      from: nextPhone(),
      to: line.number,
    });
    const concurrentSid = concurrentFields.find(([name]) => name === "MessageSid")?.[1] ?? "";
    const answers = await Promise.all(
      [1, 2, 3].map(() => postSigned("/api/webhooks/twilio/sms", concurrentFields, line.authToken)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsOf(sid)).toHaveLength(1);
    expect(await rowsOf(concurrentSid)).toHaveLength(1);
  });

  it("refuses a bad, tampered or missing signature, or one for another URL, with 401 and stores nothing", async () => {
    const before = await rowCounts(world.t, business.id);
    const path = "/api/webhooks/twilio/sms";
    const fields = twilioInboundFields({
      accountSid: line.accountSid,
      from: nextPhone(),
      to: line.number,
      body: "falso",
    });
    const genuine = signTwilioWebhook(`${PUBLIC_URL}${path}`, fields, line.authToken);
    const attempts = [
      signTwilioWebhook(`${PUBLIC_URL}${path}`, fields, "otro-token"),
      { ...genuine, payload: genuine.payload.replace("falso", "fals0") },
      { ...genuine, headers: { "content-type": genuine.headers["content-type"] ?? "" } },
      signTwilioWebhook(`${PUBLIC_URL}/api/webhooks/twilio/status`, fields, line.authToken),
      signTwilioWebhook(`https://otro.example${path}`, fields, line.authToken),
    ];
    for (const attempt of attempts) {
      const response = await deliver(path, attempt);
      expect(response.statusCode).toBe(401);
    }
    expect(await rowCounts(world.t, business.id)).toEqual(before);
  });

  it("checks the query string Twilio was configured with as part of the signed URL", async () => {
    const fields = twilioInboundFields({
      accountSid: line.accountSid,
      from: nextPhone(),
      to: line.number,
      body: "q",
    });
    const path = "/api/webhooks/twilio/sms?linea=norte";
    expect((await postSigned(path, fields, line.authToken)).statusCode).toBe(200);
    const stripped = signTwilioWebhook(`${PUBLIC_URL}/api/webhooks/twilio/sms`, fields, line.authToken);
    const response = await deliver(path, stripped);
    expect(response.statusCode).toBe(401);
  });

  it("answers a number that is not one of its lines exactly like a bad signature on one that is", async () => {
    const before = await rowCounts(world.t, business.id);
    const attempts = (to: string) => {
      const fields = twilioInboundFields({
        accountSid: line.accountSid,
        messageSid: "SM00000000000000000000000000000001",
        from: "+5281400000001",
        to,
        body: "?",
      });
      const path = "/api/webhooks/twilio/sms";
      const wrong = signTwilioWebhook(`${PUBLIC_URL}${path}`, fields, "cualquiera");
      const unsigned = { ...wrong, headers: { "content-type": wrong.headers["content-type"] ?? "" } };
      return [wrong, unsigned].map((attempt) =>
        world.t.app.inject({ method: "POST", url: path, headers: attempt.headers, payload: attempt.payload }),
      );
    };
    const statusCallbacks = (from: string) => {
      const fields = twilioStatusFields({
        accountSid: line.accountSid,
        from,
        to: "+5281400000001",
        messageSid: "SM00000000000000000000000000000002",
        status: "delivered",
      });
      const signed = signTwilioWebhook(`${PUBLIC_URL}/api/webhooks/twilio/status`, fields, "cualquiera");
      return world.t.app.inject({
        method: "POST",
        url: "/api/webhooks/twilio/status",
        headers: signed.headers,
        payload: signed.payload,
      });
    };
    const known = [...(await Promise.all(attempts(line.number))), await statusCallbacks(line.number)];
    const unknown = [...(await Promise.all(attempts("+14155559999"))), await statusCallbacks("+14155559999")];
    expectSameAnswers(known, unknown, 401);
    expect(await rowCounts(world.t, business.id)).toEqual(before);
  });

  it("acknowledges a signed message to a switched-off line without storing it", async () => {
    const other = await createBusiness(world.t.deps.db);
    const off = await addTwilioLine(world.t, world.twilio, other.id);
    await switchOffLine(world.t, off);
    const fields = twilioInboundFields({
      accountSid: off.accountSid,
      from: nextPhone(),
      to: off.number,
      body: "¿siguen abiertos?",
    });
    expect((await postSigned("/api/webhooks/twilio/sms", fields, off.authToken)).statusCode).toBe(200);
    expect((await postSigned("/api/webhooks/twilio/sms", fields, "cualquiera")).statusCode).toBe(401);
    expect(await rowCounts(world.t, other.id)).toEqual({ messages: 0, contacts: 0, conversations: 0 });
  });
});

describe("Twilio webhook: inbound MMS", () => {
  it("stores one message per file, then downloads each with the account's credentials", async () => {
    const sid = newMessageSid();
    const photo = { data: Buffer.from("jpeg de la fachada"), mime: "image/jpeg" };
    const pdf = { data: Buffer.from("%PDF-1.7 garantía"), mime: "application/pdf" };
    const urls = [photo, pdf].map((file) => world.twilio.addMedia(line.accountSid, sid, file));
    const fields = twilioInboundFields({
      accountSid: line.accountSid,
      from: nextPhone(),
      to: line.number,
      body: "Así quedó",
      messageSid: sid,
      media: [
        { url: urls[0] ?? "", contentType: photo.mime },
        { url: urls[1] ?? "", contentType: pdf.mime },
      ],
    });
    expect((await postSigned("/api/webhooks/twilio/sms", fields, line.authToken)).statusCode).toBe(200);
    const rows = await rowsOf(sid);
    expect(
      rows.map((row) => [row.providerMessageId, row.type, row.caption, row.mediaRemoteRef, row.mediaKey]),
    ).toEqual([
      [sid, "image", "Así quedó", urls[0], null],
      [`${sid}-m1`, "media", "", urls[1], null],
    ]);

    const requestsBefore = world.twilio.requests.length;
    expect(await fetchPendingMedia(world.t.deps)).toBeGreaterThanOrEqual(2);
    const stored = await rowsOf(sid);
    expect(await world.t.deps.media.read(stored[0]?.mediaKey ?? "")).toEqual(photo.data);
    expect(await world.t.deps.media.read(stored[1]?.mediaKey ?? "")).toEqual(pdf.data);
    expect(stored[1]).toMatchObject({ mediaMime: "application/pdf" });
    const calls = world.twilio.requests.slice(requestsBefore);
    const basic = `Basic ${Buffer.from(`${line.accountSid}:${line.authToken}`).toString("base64")}`;
    expect(
      calls
        .filter((call) => call.path.includes("/Media/"))
        .map((call) => [call.status, call.headers.authorization]),
    ).toEqual([
      [307, basic],
      [307, basic],
    ]);
    expect(calls.filter((call) => call.path.startsWith("/media-store/")).map((call) => call.status)).toEqual([
      200, 200,
    ]);
  });
});

describe("Twilio webhook: the requests Twilio documents", () => {
  /** A documented request, for this test's line and a sender of its own. */
  const documented = (name: string) => {
    const sample = TWILIO_CORPUS.find((entry) => entry.name === name);
    if (!sample) throw new Error(`the corpus has no ${name}`);
    const own: Record<string, string> = { AccountSid: line.accountSid, To: line.number, From: nextPhone() };
    return sample.fields.map(([key, value]): [string, string] => [key, own[key] ?? value]);
  };
  const fieldOf = (fields: [string, string][], name: string) =>
    fields.find(([key]) => key === name)?.[1] ?? "";

  it("stores the documented SMS, and a replay of it once", async () => {
    const fields = documented("sms");
    const sid = fieldOf(fields, "MessageSid");
    for (let delivery = 0; delivery < 2; delivery++) {
      expect((await postSigned("/api/webhooks/twilio/sms", fields, line.authToken)).statusCode).toBe(200);
    }
    const rows = await rowsOf(sid);
    expect(rows.map((row) => [row.type, row.body])).toEqual([["text", "¡Hola! ¿Siguen abiertos mañana?"]]);
  });

  it("counts a signed request without a sender, which has nothing to be stored for", async () => {
    const fields = documented("sms").filter(([key]) => key !== "From");
    const before = await rowCounts(world.t, business.id);
    expect((await postSigned("/api/webhooks/twilio/sms", fields, line.authToken)).statusCode).toBe(200);
    expect(await rowCounts(world.t, business.id)).toEqual(before);
    const counted = await world.t.deps.metrics.registry.getSingleMetricAsString("inbound_unrecognised_total");
    expect(counted).toContain('inbound_unrecognised_total{channel="sms",type="malformed"} 1');
  });

  it("keeps the documented MMS whose file cannot be fetched, with a placeholder, and retries until it comes", async () => {
    const fields = documented("mms-one-image");
    const sid = fieldOf(fields, "MessageSid");
    expect((await postSigned("/api/webhooks/twilio/sms", fields, line.authToken)).statusCode).toBe(200);
    // The documented MediaUrl is on api.twilio.com, which this machine cannot reach: the download fails.
    await fetchPendingMedia(world.t.deps);
    const [failed] = await rowsOf(sid);
    expect(failed).toMatchObject({
      type: "image",
      caption: "Les mando la foto del recibo",
      mediaKey: null,
      attempts: 1,
      error: INBOUND_TEXTS.mediaDownloadFailed,
    });
    expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    const view = await messageViewById(world.t.deps.db, business.id, failed?.id ?? 0);
    expect(view).toMatchObject({ mediaPending: true, error: INBOUND_TEXTS.mediaDownloadFailed });

    // The provider hands it over on a later try: the file is stored and the placeholder goes.
    const photo = { data: Buffer.from("jpeg del recibo"), mime: "image/jpeg" };
    const url = world.twilio.addMedia(line.accountSid, sid, photo);
    await world.t.deps.db
      .update(messages)
      .set({ mediaRemoteRef: url })
      .where(eq(messages.id, failed?.id ?? 0));
    await makeDue(world.t, failed?.id ?? 0);
    await fetchPendingMedia(world.t.deps);
    const [fetched] = await rowsOf(sid);
    expect(fetched).toMatchObject({ error: null, attempts: 2 });
    expect(await world.t.deps.media.read(fetched?.mediaKey ?? "")).toEqual(photo.data);
  });
});
