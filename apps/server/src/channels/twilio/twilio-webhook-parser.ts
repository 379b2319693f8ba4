import type { InboundMessage, StatusUpdate } from "../channel-adapter.js";
import { mimeEssence } from "../provider-http.js";
import type { FormFields } from "./twilio-signature.js";

/** Twilio sends at most 10 media per MMS; a larger NumMedia is not believed. */
const MAX_MEDIA = 10;

/** Every field of an application/x-www-form-urlencoded body, repeated names kept, in order. */
export function formFields(raw: string): FormFields {
  return [...new URLSearchParams(raw).entries()];
}

export function field(fields: FormFields, name: string): string | undefined {
  return fields.find(([key]) => key === name)?.[1];
}

/**
 * An inbound SMS/MMS as messages for the pipeline: the first carries MessageSid (the text, or the first file
 * with the text as its caption), each further file `${MessageSid}-m${i}`. The ids are stable, so a replayed
 * webhook is deduplicated file by file.
 */
export function twilioInboundMessages(fields: FormFields, receivedAt = new Date()): InboundMessage[] {
  const sid = field(fields, "MessageSid") ?? field(fields, "SmsMessageSid");
  const from = field(fields, "From");
  if (!sid || !from) return [];
  const body = field(fields, "Body") ?? "";
  const declared = Number(field(fields, "NumMedia") ?? "0");
  const count = Number.isInteger(declared) ? Math.min(Math.max(declared, 0), MAX_MEDIA) : 0;

  const media: InboundMessage[] = [];
  for (let i = 0; i < count; i++) {
    const url = field(fields, `MediaUrl${i}`);
    if (!url) continue;
    const mime = mimeEssence(field(fields, `MediaContentType${i}`));
    media.push({
      providerMessageId: media.length === 0 ? sid : `${sid}-m${i}`,
      from,
      receivedAt,
      content: {
        type: mime.startsWith("image/") ? "image" : "media",
        caption: media.length === 0 ? body : "",
        mime,
        source: { kind: "remote", ref: url },
      },
    });
  }
  if (media.length > 0) return media;
  return [{ providerMessageId: sid, from, receivedAt, content: { type: "text", body } }];
}

/** Twilio error codes an agent meets most, in words; others show their number. */
const ERROR_TEXTS: Record<string, string> = {
  "21610": "el contacto se dio de baja (STOP)",
  "30003": "teléfono apagado o sin señal",
  "30004": "mensaje bloqueado por el destinatario",
  "30005": "número desconocido o inexistente",
  "30006": "número fijo o sin servicio de SMS",
  "30007": "filtrado por el operador",
  "30008": "error desconocido del operador",
};

function failureText(code: string | undefined): string {
  if (!code) return "Twilio no entregó el mensaje";
  const words = ERROR_TEXTS[code];
  return words
    ? `Twilio no entregó el mensaje: ${words} (${code})`
    : `Twilio no entregó el mensaje (${code})`;
}

/** A status callback as a delivery update; queued/sending/accepted and the like change nothing. */
export function twilioStatusUpdate(fields: FormFields, at = new Date()): StatusUpdate | undefined {
  const sid = field(fields, "MessageSid") ?? field(fields, "SmsSid");
  const status = field(fields, "MessageStatus") ?? field(fields, "SmsStatus");
  if (!sid || !status) return undefined;
  switch (status) {
    case "sent":
    case "delivered":
    case "read":
      return { providerMessageId: sid, status, at };
    case "undelivered":
    case "failed": {
      const code = field(fields, "ErrorCode");
      return {
        providerMessageId: sid,
        status: "failed",
        at,
        error: failureText(code),
        ...(code ? { errorCode: code } : {}),
      };
    }
    default:
      return undefined;
  }
}
