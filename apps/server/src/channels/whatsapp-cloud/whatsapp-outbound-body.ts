import type { OutboundMessage, OutboundPayload } from "../channel-adapter.js";

/** The JSON body of POST /{phone-number-id}/messages, as the Cloud API documents it. */
export type WhatsappMessageBody = {
  messaging_product: "whatsapp";
  to: string;
  type: string;
  [content: string]: unknown;
};

/** Caption only when there is one: the API refuses some media types with an empty caption field. */
const withCaption = (caption: string) => (caption.trim() ? { caption } : {});

function mediaContent(payload: Extract<OutboundPayload, { type: "image" | "media" }>) {
  const { media, caption } = payload;
  const mime = media.mime.toLowerCase();
  if (payload.type === "image" || mime.startsWith("image/")) {
    return { type: "image", image: { link: media.publicUrl, ...withCaption(caption) } };
  }
  // Audio takes no caption at all; an agent's caption on a voice note is lost, as in WhatsApp itself.
  if (mime.startsWith("audio/")) return { type: "audio", audio: { link: media.publicUrl } };
  if (mime.startsWith("video/")) {
    return { type: "video", video: { link: media.publicUrl, ...withCaption(caption) } };
  }
  return {
    type: "document",
    document: { link: media.publicUrl, filename: media.name, ...withCaption(caption) },
  };
}

function content(payload: OutboundPayload) {
  switch (payload.type) {
    case "text":
      return { type: "text", text: { body: payload.body } };
    case "image":
    case "media":
      return mediaContent(payload);
    case "location": {
      const { latitude, longitude, name, address } = payload.location;
      return {
        type: "location",
        location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) },
      };
    }
    case "template": {
      const { name, language, params } = payload.template;
      return {
        type: "template",
        template: {
          name,
          language: { code: language },
          // A template without placeholders takes no components; an empty parameter list is an error.
          ...(params.length > 0
            ? { components: [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }] }
            : {}),
        },
      };
    }
  }
}

export function whatsappMessageBody(message: OutboundMessage): WhatsappMessageBody {
  // The Cloud API wants the number as digits, country code first, without "+".
  return { messaging_product: "whatsapp", to: message.to.replace(/\D/g, ""), ...content(message.payload) };
}
