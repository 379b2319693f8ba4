import { describe, expect, it } from "vitest";
import {
  signTwilioWebhook,
  twilioInboundFields,
  twilioStatusFields,
} from "../../../test/fakes/twilio-webhook-payloads.js";
import { isValidTwilioSignature, twilioSignature } from "./twilio-signature.js";
import { formFields, twilioInboundMessages, twilioStatusUpdate } from "./twilio-webhook-parser.js";

describe("X-Twilio-Signature", () => {
  // Twilio's published example (api-snippets, security/signature_validation).
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params: [string, string][] = [
    ["CallSid", "CA1234567890ABCDE"],
    ["Caller", "+14158675310"],
    ["Digits", "1234"],
    ["From", "+14158675310"],
    ["To", "+18005551212"],
  ];

  it("matches Twilio's own example, whatever order the fields arrive in", () => {
    expect(twilioSignature("12345", url, params)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
    expect(twilioSignature("12345", url, [...params].reverse())).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
    expect(isValidTwilioSignature("GvWf1cFY/Q7PnoempGyD5oXAezc=", "12345", url, params)).toBe(true);
  });

  it("refuses another token, URL, field value or a missing header", () => {
    const good = "GvWf1cFY/Q7PnoempGyD5oXAezc=";
    expect(isValidTwilioSignature(good, "54321", url, params)).toBe(false);
    expect(isValidTwilioSignature(good, "12345", `${url}&baz=3`, params)).toBe(false);
    expect(isValidTwilioSignature(good, "12345", url, [...params.slice(1), ["CallSid", "CA0"]])).toBe(false);
    expect(isValidTwilioSignature(undefined, "12345", url, params)).toBe(false);
    expect(isValidTwilioSignature(good, "", url, params)).toBe(false);
  });

  it("accepts the URL signed with or without the default port, as Twilio's back end varies", () => {
    const withPort = twilioSignature("12345", "https://mycompany.com:443/myapp.php?foo=1&bar=2", params);
    expect(isValidTwilioSignature(withPort, "12345", url, params)).toBe(true);
  });

  it("agrees with the fake's independent signer on a real inbound body", () => {
    const full = "http://consola.test/api/webhooks/twilio/sms";
    const fields = twilioInboundFields({
      accountSid: "AC00000000000000000000000000000000",
      from: "+5218112345678",
      to: "+14155550100",
      body: "Hola & adiós = 100% ñ",
    });
    const signed = signTwilioWebhook(full, fields, "token");
    expect(
      isValidTwilioSignature(signed.headers["x-twilio-signature"], "token", full, formFields(signed.payload)),
    ).toBe(true);
  });
});

describe("Twilio webhook parsing", () => {
  const base = { accountSid: "AC1", from: "+5218112345678", to: "+14155550100", messageSid: "SM1" };

  it("reads an SMS as one text message", () => {
    const [message, ...rest] = twilioInboundMessages(twilioInboundFields({ ...base, body: "Hola" }));
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      providerMessageId: "SM1",
      from: "+5218112345678",
      content: { type: "text", body: "Hola" },
    });
  });

  it("reads an MMS as one message per file, the text as the first file's caption", () => {
    const fields = twilioInboundFields({
      ...base,
      body: "Fotos",
      media: [
        { url: "https://api.twilio.com/m0", contentType: "image/jpeg" },
        { url: "https://api.twilio.com/m1", contentType: "application/pdf" },
      ],
    });
    expect(
      twilioInboundMessages(fields).map((message) => [message.providerMessageId, message.content]),
    ).toEqual([
      [
        "SM1",
        {
          type: "image",
          caption: "Fotos",
          mime: "image/jpeg",
          source: { kind: "remote", ref: "https://api.twilio.com/m0" },
        },
      ],
      [
        "SM1-m1",
        {
          type: "media",
          caption: "",
          mime: "application/pdf",
          source: { kind: "remote", ref: "https://api.twilio.com/m1" },
        },
      ],
    ]);
  });

  it("maps delivery statuses, with words for common error codes", () => {
    const status = (value: Parameters<typeof twilioStatusFields>[0]["status"], errorCode?: string) =>
      twilioStatusUpdate(twilioStatusFields({ ...base, status: value, ...(errorCode ? { errorCode } : {}) }));
    expect(status("queued")).toBeUndefined();
    expect(status("delivered")).toMatchObject({ providerMessageId: "SM1", status: "delivered" });
    expect(status("undelivered", "30003")).toMatchObject({
      status: "failed",
      error: "Twilio no entregó el mensaje: teléfono apagado o sin señal (30003)",
    });
    expect(status("failed", "12345")).toMatchObject({ error: "Twilio no entregó el mensaje (12345)" });
  });
});
