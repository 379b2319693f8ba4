import type { MessageChoices } from "../../db/schema/messages.js";
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

/** WhatsApp's limits for reply buttons and list rows (characters of a title, options in one message). */
const BUTTONS = { options: 3, title: 20 } as const;
const LIST = { options: 10, title: 24, button: "Ver opciones" } as const;

/**
 * A bot question as WhatsApp's own controls: up to three short options as reply buttons, up to ten as a list.
 * Anything larger goes as the numbered text every other channel gets.
 */
function choicesContent(body: string, choices: MessageChoices) {
  const { prompt, options } = choices;
  const fits = (limit: { options: number; title: number }) =>
    options.length > 0 &&
    options.length <= limit.options &&
    options.every((option) => option.title.length <= limit.title);
  if (fits(BUTTONS)) {
    return {
      type: "interactive",
      interactive: {
        type: "button",
        body: { text: prompt },
        action: {
          buttons: options.map((option) => ({
            type: "reply",
            reply: { id: option.id, title: option.title },
          })),
        },
      },
    };
  }
  if (fits(LIST)) {
    return {
      type: "interactive",
      interactive: {
        type: "list",
        body: { text: prompt },
        action: {
          button: LIST.button,
          sections: [{ rows: options.map((option) => ({ id: option.id, title: option.title })) }],
        },
      },
    };
  }
  return { type: "text", text: { body } };
}

function content(payload: OutboundPayload) {
  switch (payload.type) {
    case "text":
      return payload.choices
        ? choicesContent(payload.body, payload.choices)
        : { type: "text", text: { body: payload.body } };
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
  return {
    messaging_product: "whatsapp",
    to: message.to.replace(/\D/g, ""),
    ...content(message.payload),
    ...(message.tracking ? { biz_opaque_callback_data: message.tracking } : {}),
  };
}
