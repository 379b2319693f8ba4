import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBusiness, type TestBusiness } from "../../../../test/factories.js";
import {
  addWhatsappLine,
  rowCounts,
  switchOffLine,
  type WhatsappLine,
} from "../../../../test/fakes/provider-lines.js";
import {
  audio,
  doc,
  image,
  location,
  newWamid,
  signWhatsappWebhook,
  text,
  whatsappInbound,
} from "../../../../test/fakes/whatsapp-webhook-payloads.js";
import { expectSameAnswers } from "../../../../test/same-answers.js";
import { whatsappTestWorld } from "../../../../test/whatsapp-test-world.js";
import { contacts, conversations, messages } from "../../../db/schema/index.js";
import { fetchPendingMedia } from "../../../jobs/media-fetcher.js";

const world = whatsappTestWorld({
  adapter: { timeoutMs: 2_000 },
  app: { env: { WHATSAPP_VERIFY_TOKEN: "token-de-la-plataforma" } },
});
const { postWebhook: post } = world;
let business: TestBusiness;
let line: WhatsappLine;

beforeAll(async () => {
  business = await createBusiness(world.t.deps.db);
  line = await addWhatsappLine(world.t, world.graph, business.id, { verifyToken: "token-de-la-linea" });
});

let phoneSeed = 3000;
/** A contact's WhatsApp id: a Mexican mobile as WhatsApp writes it (521 + ten digits, no "+"). */
const nextWaId = () => `521811${String(phoneSeed++).padStart(7, "0")}`;

const handshake = (query: Record<string, string>) =>
  world.t.app.inject({ method: "GET", url: `/api/webhooks/whatsapp?${new URLSearchParams(query)}` });

const inboundRows = (wamid: string) =>
  world.t.deps.db.select().from(messages).where(eq(messages.providerMessageId, wamid));

describe("WhatsApp webhook: subscription handshake", () => {
  it("echoes hub.challenge as plain text for the platform's or a line's verify token", async () => {
    for (const token of ["token-de-la-plataforma", "token-de-la-linea"]) {
      const response = await handshake({
        "hub.mode": "subscribe",
        "hub.verify_token": token,
        "hub.challenge": "1158201444",
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.body).toBe("1158201444");
    }
  });

  it("answers a wrong verify token the same whether or not it is close to a line's", async () => {
    const near = await handshake({
      "hub.mode": "subscribe",
      "hub.verify_token": "token-de-la-line",
      "hub.challenge": "7",
    });
    const far = await handshake({
      "hub.mode": "subscribe",
      "hub.verify_token": "sin-relacion-alguna",
      "hub.challenge": "7",
    });
    expect(near.statusCode).toBe(403);
    expect(far.statusCode).toBe(near.statusCode);
    expect(far.body).toBe(near.body);
  });

  it("answers 403 to a wrong token, another mode or a missing challenge", async () => {
    const cases: Record<string, string>[] = [
      { "hub.mode": "subscribe", "hub.verify_token": "adivinado", "hub.challenge": "1" },
      { "hub.mode": "subscribe", "hub.verify_token": "token-de-la-plataform", "hub.challenge": "1" },
      { "hub.mode": "unsubscribe", "hub.verify_token": "token-de-la-linea", "hub.challenge": "1" },
      { "hub.mode": "subscribe", "hub.verify_token": "token-de-la-linea" },
      { "hub.mode": "subscribe", "hub.challenge": "1" },
    ];
    for (const query of cases) {
      const response = await handshake(query);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain("1158201444");
    }
  });
});

describe("WhatsApp webhook: inbound messages", () => {
  it("stores a signed text as a message of a new automatic contact in a pending chat", async () => {
    const from = nextWaId();
    const wamid = newWamid();
    const at = new Date("2026-03-02T15:04:05Z");
    const response = await post(
      signWhatsappWebhook(
        whatsappInbound(line, {
          from,
          name: "Lupita Garza",
          messages: [{ id: wamid, at, ...text("Hola, ¿tienen balatas para Tsuru?") }],
        }),
        line.appSecret,
      ),
    );
    expect(response.statusCode).toBe(200);

    const [message] = await inboundRows(wamid);
    expect(message).toMatchObject({
      businessId: business.id,
      channelId: line.channel.id,
      direction: "in",
      type: "text",
      body: "Hola, ¿tienen balatas para Tsuru?",
      status: "received",
      createdAt: at,
    });
    const [contact] = await world.t.deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, message?.contactId ?? 0));
    expect(contact).toMatchObject({
      businessId: business.id,
      name: "Lupita Garza",
      phoneNumber: `+52${from.slice(3)}`,
      typeRegister: "automatic",
    });
    const [chat] = await world.t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, message?.conversationId ?? 0));
    expect(chat).toMatchObject({ status: "pending", channelId: line.channel.id, unreadCount: 1 });
  });

  it("stores a replayed delivery once, whether the replays come one after another or at the same time", async () => {
    const from = nextWaId();
    const sequential = signWhatsappWebhook(
      whatsappInbound(line, { from, messages: [{ id: newWamid(), ...text("uno") }] }),
      line.appSecret,
    );
    for (let i = 0; i < 3; i++) expect((await post(sequential)).statusCode).toBe(200);

    const wamid = newWamid();
    const concurrent = signWhatsappWebhook(
      whatsappInbound(line, { from, messages: [{ id: wamid, ...text("dos") }] }),
      line.appSecret,
    );
    const answers = await Promise.all([post(concurrent), post(concurrent), post(concurrent)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    expect(await inboundRows(wamid)).toHaveLength(1);
    const [contact] = await world.t.deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.businessId, business.id), eq(contacts.phoneNumber, `+52${from.slice(3)}`)));
    const all = await world.t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.contactId, contact?.id ?? 0));
    expect(all.map((message) => message.body).sort()).toEqual(["dos", "uno"]);
  });

  it("refuses a bad, tampered or missing signature with 401 and stores nothing", async () => {
    const before = await rowCounts(world.t, business.id);
    const payload = whatsappInbound(line, { from: nextWaId(), messages: [text("firma falsa")] });
    const wrongSecret = signWhatsappWebhook(payload, "otro-secreto");
    const genuine = signWhatsappWebhook(payload, line.appSecret);
    const tampered = { ...genuine, payload: genuine.payload.replace("firma falsa", "firma falsb") };
    const unsigned = { ...genuine, headers: { "content-type": "application/json" } };
    const truncated = {
      ...genuine,
      headers: {
        ...genuine.headers,
        "x-hub-signature-256": genuine.headers["x-hub-signature-256"]?.slice(0, 20) ?? "",
      },
    };
    // Re-serialised JSON with the same meaning is not the bytes Meta signed.
    const reformatted = { ...genuine, payload: JSON.stringify(JSON.parse(genuine.payload), null, 2) };
    for (const attempt of [wrongSecret, tampered, unsigned, truncated, reformatted]) {
      const response = await post(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ isOk: false });
    }
    expect(await rowCounts(world.t, business.id)).toEqual(before);
  });

  it("answers 400 to a body that is not JSON, signed or not", async () => {
    const before = await rowCounts(world.t, business.id);
    expect((await post(signWhatsappWebhook("{no es json", line.appSecret))).statusCode).toBe(400);
    expect((await post(signWhatsappWebhook("{no es json", "x"))).statusCode).toBe(400);
    expect(await rowCounts(world.t, business.id)).toEqual(before);
  });

  it("answers an unverifiable delivery the same for a line it has and one it does not", async () => {
    const before = await rowCounts(world.t, business.id);
    const stranger = { phoneNumberId: "999999999999999" };
    const attempts = (target: { phoneNumberId: string }) => {
      const genuine = signWhatsappWebhook(
        whatsappInbound(target, {
          from: "5218110000001",
          messages: [{ id: "wamid.sonda", ...text("hola") }],
        }),
        line.appSecret,
      );
      return [
        signWhatsappWebhook(JSON.parse(genuine.payload) as object, "adivinado"),
        { ...genuine, headers: { "content-type": "application/json" } },
        { ...genuine, headers: { ...genuine.headers, "x-hub-signature-256": "sha256=00" } },
      ];
    };
    const known = await Promise.all(attempts(line).map(post));
    const unknown = await Promise.all(attempts(stranger).map(post));
    expectSameAnswers(known, unknown, 401);
    expect(await rowCounts(world.t, business.id)).toEqual(before);
  });

  it("keeps an item nested hundreds or thousands of levels deep as a placeholder, acknowledged, kept flat", async () => {
    for (const depth of [200, 5_000]) {
      const wamid = newWamid();
      // Written as text: the test's own JSON.stringify would overflow on it, as the server's once did.
      const delivery = JSON.stringify(
        whatsappInbound(line, {
          from: nextWaId(),
          messages: [{ id: wamid, type: "poll", poll: { options: "HONDO" } }],
        }),
      ).replace('"HONDO"', `${"[".repeat(depth)}"fondo"${"]".repeat(depth)}`);
      const response = await post(signWhatsappWebhook(delivery, line.appSecret));
      expect(response.statusCode, `${depth} levels`).toBe(200);
      const [row] = await inboundRows(wamid);
      expect(row).toMatchObject({ type: "unreadable", details: { kind: "unreadable", type: "poll" } });
      // What is kept is a flat start of the item (or, past what can be written out, only that it was cut).
      expect(row?.providerRaw).toMatchObject({ truncated: true });
      if (depth === 200) expect(row?.providerRaw).toMatchObject({ start: expect.stringContaining("[[[[") });
    }
  });

  it("acknowledges a signed delivery for a switched-off line without storing it", async () => {
    const other = await createBusiness(world.t.deps.db);
    const off = await addWhatsappLine(world.t, world.graph, other.id);
    await switchOffLine(world.t, off);
    const payload = whatsappInbound(off, { from: nextWaId(), messages: [text("¿siguen abiertos?")] });
    expect((await post(signWhatsappWebhook(payload, off.appSecret))).statusCode).toBe(200);
    expect((await post(signWhatsappWebhook(payload, "adivinado"))).statusCode).toBe(401);
    expect(await rowCounts(world.t, other.id)).toEqual({ messages: 0, contacts: 0, conversations: 0 });
  });

  it("stores a location, and skips a reaction without losing the message beside it", async () => {
    const wamid = newWamid();
    const reaction = { type: "reaction", reaction: { message_id: "wamid.x", emoji: "👍" } };
    const response = await post(
      signWhatsappWebhook(
        whatsappInbound(line, {
          from: nextWaId(),
          messages: [
            reaction,
            { id: wamid, ...location(25.6866, -100.3161, "Taller Centro", "Av. Juárez 100") },
          ],
        }),
        line.appSecret,
      ),
    );
    expect(response.statusCode).toBe(200);
    const [stored] = await inboundRows(wamid);
    expect(stored).toMatchObject({
      type: "location",
      location: { latitude: 25.6866, longitude: -100.3161, name: "Taller Centro", address: "Av. Juárez 100" },
    });
  });

  it("answers 500 when storing fails, so Meta retries, and the retry stores the message once", async () => {
    // A real database failure: a trigger that refuses this one text.
    await world.t.deps.db.execute(
      sql.raw(`create or replace function refuse_text() returns trigger language plpgsql as $$
        begin if new.body = 'falla al guardar' then raise exception 'disk full'; end if; return new; end $$`),
    );
    await world.t.deps.db.execute(
      sql.raw(
        "create trigger refuse_text before insert on messages for each row execute function refuse_text()",
      ),
    );
    const wamid = newWamid();
    const signed = signWhatsappWebhook(
      whatsappInbound(line, { from: nextWaId(), messages: [{ id: wamid, ...text("falla al guardar") }] }),
      line.appSecret,
    );
    expect((await post(signed)).statusCode).toBe(500);
    expect(await inboundRows(wamid)).toHaveLength(0);
    await world.t.deps.db.execute(sql.raw("drop trigger refuse_text on messages"));
    expect((await post(signed)).statusCode).toBe(200);
    expect((await post(signed)).statusCode).toBe(200);
    expect(await inboundRows(wamid)).toHaveLength(1);
  });
});

describe("WhatsApp webhook: inbound media", () => {
  it("stores the media id first, then downloads the file with the line's token", async () => {
    const from = nextWaId();
    const photo = {
      id: "1037543291543636",
      data: Buffer.from("jpeg bytes of a brake pad"),
      mime: "image/jpeg",
    };
    const pdf = { id: "1037543291543637", data: Buffer.from("%PDF-1.4 factura"), mime: "application/pdf" };
    const voice = {
      id: "1037543291543638",
      data: Buffer.from("OggS voice note"),
      mime: "audio/ogg; codecs=opus",
    };
    for (const file of [photo, pdf, voice])
      world.graph.addMedia(file.id, { ...file, accessToken: line.accessToken });
    const ids = [newWamid(), newWamid(), newWamid()];
    const response = await post(
      signWhatsappWebhook(
        whatsappInbound(line, {
          from,
          messages: [
            { id: ids[0], ...image(photo.id, "image/jpeg", "Esta pieza") },
            { id: ids[1], ...doc(pdf.id, "factura.pdf", "application/pdf", "La factura") },
            { id: ids[2], ...audio(voice.id) },
          ],
        }),
        line.appSecret,
      ),
    );
    expect(response.statusCode).toBe(200);
    const stored = async (wamid: string | undefined) => (await inboundRows(wamid ?? ""))[0];
    expect(await stored(ids[0])).toMatchObject({
      type: "image",
      caption: "Esta pieza",
      mediaMime: "image/jpeg",
      mediaRemoteRef: photo.id,
      mediaKey: null,
    });
    expect(await stored(ids[1])).toMatchObject({
      type: "media",
      mediaName: "factura.pdf",
      caption: "La factura",
    });
    expect(await stored(ids[2])).toMatchObject({ type: "media", mediaMime: "audio/ogg" });

    const downloadsBefore = world.graph.requests.length;
    expect(await fetchPendingMedia(world.t.deps)).toBeGreaterThanOrEqual(3);
    for (const [wamid, file] of [
      [ids[0], photo],
      [ids[1], pdf],
      [ids[2], voice],
    ] as const) {
      const row = await stored(wamid);
      expect(row?.mediaKey).toMatch(new RegExp(`^${business.id}/`));
      expect(await world.t.deps.media.read(row?.mediaKey ?? "")).toEqual(file.data);
    }
    const calls = world.graph.requests.slice(downloadsBefore);
    expect(calls).toHaveLength(6);
    expect(
      calls.every(
        (call) => call.headers.authorization === `Bearer ${line.accessToken}` && call.status === 200,
      ),
    ).toBe(true);
  });
});
