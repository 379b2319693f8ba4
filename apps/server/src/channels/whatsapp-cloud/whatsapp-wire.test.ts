import { describe, expect, it } from "vitest";
import {
  location,
  whatsappInbound,
  whatsappStatuses,
} from "../../../test/fakes/whatsapp-webhook-payloads.js";
import type { OutboundMedia, OutboundPayload } from "../channel-adapter.js";
import { retryAfterMs } from "../provider-http.js";
import { whatsappMessageBody } from "./whatsapp-outbound-body.js";
import { isValidWhatsappSignature, whatsappSignature } from "./whatsapp-signature.js";
import { parseWhatsappChange, whatsappChanges } from "./whatsapp-webhook-parser.js";

const media = (mime: string, name = "archivo"): OutboundMedia => ({
  mime,
  name,
  size: 10,
  publicUrl: "https://consola.test/api/media/public/abc.def",
  read: async () => Buffer.alloc(0),
});
const body = (payload: OutboundPayload) =>
  whatsappMessageBody({ messageId: 1, to: "+52 81 1234 5678", payload });

describe("WhatsApp outbound wire format", () => {
  it("writes each kind of message as the Cloud API documents it", () => {
    expect(body({ type: "media", caption: "nota", media: media("audio/ogg") })).toEqual({
      messaging_product: "whatsapp",
      to: "528112345678",
      type: "audio",
      audio: { link: "https://consola.test/api/media/public/abc.def" },
    });
    expect(body({ type: "media", caption: "video", media: media("video/mp4") })).toMatchObject({
      type: "video",
      video: { caption: "video" },
    });
    expect(body({ type: "media", caption: "", media: media("application/pdf", "f.pdf") })).toMatchObject({
      type: "document",
      document: { filename: "f.pdf" },
    });
    expect(
      body({ type: "location", location: { latitude: 25.6, longitude: -100.3, name: "Taller" } }),
    ).toMatchObject({ type: "location", location: { latitude: 25.6, longitude: -100.3, name: "Taller" } });
    expect(
      body({
        type: "template",
        body: "Gracias",
        template: { name: "cierre", language: "es_MX", params: [] },
      }),
    ).toMatchObject({ type: "template", template: { name: "cierre", language: { code: "es_MX" } } });
    expect(
      body({ type: "template", body: "Gracias", template: { name: "cierre", language: "es_MX", params: [] } })
        .template,
    ).not.toHaveProperty("components");
  });

  it("sends a bot's question as reply buttons, a list, or numbered text, by how many options and how long", () => {
    const question = (titles: string[]) => {
      const options = titles.map((title, index) => ({ id: `o${index}`, title }));
      return body({ type: "text", body: "¿Área?\n\n1. …", choices: { prompt: "¿Área?", options } });
    };
    expect(question(["Ventas", "Soporte"])).toEqual({
      messaging_product: "whatsapp",
      to: "528112345678",
      type: "interactive",
      interactive: {
        type: "button",
        body: { text: "¿Área?" },
        action: {
          buttons: [
            { type: "reply", reply: { id: "o0", title: "Ventas" } },
            { type: "reply", reply: { id: "o1", title: "Soporte" } },
          ],
        },
      },
    });
    const list = question(["Ventas", "Soporte", "Facturación", "Garantías"]);
    expect(list).toMatchObject({
      type: "interactive",
      interactive: { type: "list", body: { text: "¿Área?" } },
    });
    expect(JSON.stringify(list)).toContain('"rows":[{"id":"o0","title":"Ventas"}');
    // A title over the list's 24 characters, or more than ten options: the numbered text every channel gets.
    expect(question(["Un área con un nombre muy largo de verdad"])).toEqual({
      messaging_product: "whatsapp",
      to: "528112345678",
      type: "text",
      text: { body: "¿Área?\n\n1. …" },
    });
    expect(question(Array.from({ length: 11 }, (_, index) => `Área ${index}`))).toMatchObject({
      type: "text",
    });
  });
});

describe("WhatsApp webhook parsing", () => {
  const line = { phoneNumberId: "106540352242922" };

  it("reads only changes of the messages field, with their line", () => {
    const payload = whatsappInbound(line, { from: "5218112345678", messages: [location(1, 2)] });
    expect(whatsappChanges(payload).map((change) => change.phoneNumberId)).toEqual([line.phoneNumberId]);
    const other = {
      ...payload,
      entry: [{ changes: [{ field: "account_update", value: { metadata: line } }] }],
    };
    expect(whatsappChanges(other)).toEqual([]);
    // Another field's change, of another shape, in the same delivery hides nothing.
    const mixed = {
      ...payload,
      entry: [
        { changes: [{ field: "account_review_update", value: { decision: "APPROVED" } }] },
        ...payload.entry,
      ],
    };
    expect(whatsappChanges(mixed).map((change) => change.phoneNumberId)).toEqual([line.phoneNumberId]);
    expect(whatsappChanges({ object: "page", entry: payload.entry })).toEqual([]);
    expect(whatsappChanges(null)).toEqual([]);
  });

  it("turns stickers into images, button taps into text (keeping the tapped option's id or payload), and keeps what it cannot read as a placeholder", () => {
    const payload = whatsappInbound(line, {
      from: "5218112345678",
      name: "Ana",
      messages: [
        { id: "w1", type: "sticker", sticker: { id: "m1", mime_type: "image/webp", animated: false } },
        { id: "w2", type: "button", button: { text: "Sí, confirmo", payload: "OK" } },
        {
          id: "w3",
          type: "interactive",
          interactive: { type: "list_reply", list_reply: { id: "1", title: "Frenos" } },
        },
        { id: "w4", type: "unsupported", errors: [{ code: 131051 }] },
        { id: "w5", type: "text" },
      ],
    });
    const change = parseWhatsappChange(whatsappChanges(payload)[0]?.value);
    expect(change.inbound.map((message) => [message.providerMessageId, message.content])).toEqual([
      ["w1", { type: "image", caption: "", mime: "image/webp", source: { kind: "remote", ref: "m1" } }],
      ["w2", { type: "text", body: "Sí, confirmo", choiceId: "OK" }],
      ["w3", { type: "text", body: "Frenos", choiceId: "1" }],
      ["w4", expect.objectContaining({ type: "unreadable", itemType: "unsupported", reason: "unsupported" })],
      ["w5", expect.objectContaining({ type: "unreadable", itemType: "text", reason: "malformed" })],
    ]);
    expect(change.inbound[0]?.profileName).toBe("Ana");
    expect(change.unrecognised.map((item) => [item.id, item.reason, item.stored])).toEqual([
      ["w4", "unsupported", true],
      ["w5", "malformed", true],
    ]);
  });

  it("leaves out only an item with no sender to store it for, and counts it", () => {
    const payload = whatsappInbound(line, { from: "5218112345678", messages: [] });
    const value = whatsappChanges(payload)[0]?.value as { messages: unknown[]; contacts: unknown[] };
    value.contacts = [];
    value.messages = [{ id: "w9", type: "text", text: { body: "sin remitente" } }];
    const change = parseWhatsappChange(value);
    expect(change.inbound).toEqual([]);
    expect(change.unrecognised).toEqual([{ id: "w9", type: "text", reason: "malformed", stored: false }]);
  });

  it("maps statuses and keeps the first error's title and code for a failure", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const payload = whatsappStatuses(line, [
      { id: "w1", status: "read", recipient: "1", at },
      {
        id: "w2",
        status: "failed",
        recipient: "1",
        at,
        error: { code: 131026, title: "Message undeliverable" },
      },
    ]);
    const change = parseWhatsappChange(whatsappChanges(payload)[0]?.value);
    expect(change.statuses).toEqual([
      { providerMessageId: "w1", status: "read", at },
      {
        providerMessageId: "w2",
        status: "failed",
        at,
        error: "Message undeliverable (131026)",
        errorCode: "131026",
      },
    ]);
  });
});

describe("signatures and retry hints", () => {
  it("accepts only the exact bytes signed with the app secret", () => {
    const raw = Buffer.from('{"a":1}');
    const header = whatsappSignature("secreto", raw);
    expect(isValidWhatsappSignature(header, raw, "secreto")).toBe(true);
    expect(isValidWhatsappSignature(header.toUpperCase().replace("SHA256=", "sha256="), raw, "secreto")).toBe(
      true,
    );
    expect(isValidWhatsappSignature(header, Buffer.from('{"a": 1}'), "secreto")).toBe(false);
    expect(isValidWhatsappSignature(header.slice(7), raw, "secreto")).toBe(false);
    expect(isValidWhatsappSignature(header, raw, "")).toBe(false);
    expect(isValidWhatsappSignature(undefined, raw, "secreto")).toBe(false);
  });

  it("reads Retry-After in seconds or as a date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("30", now)).toBe(30_000);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:01:00 GMT", now)).toBe(60_000);
    expect(retryAfterMs("pronto", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
