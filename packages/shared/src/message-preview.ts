import { MESSAGE_PREVIEW_CHARS } from "./constants.js";
import type { MessageType } from "./conversations.js";
import { orderUnits } from "./inbound-texts.js";
import type { MessageView } from "./schemas/conversations.schema.js";
import type { MessageDetails } from "./schemas/message-details.schema.js";

/** What a preview needs of a message: the stored row and the API's view both provide it. */
export type PreviewSource = {
  type: MessageType;
  body: string | null;
  caption: string | null;
  mediaMime?: string | null | undefined;
  mediaName?: string | null | undefined;
  details?: MessageDetails | null | undefined;
};

function mediaLabel(mime: string | null | undefined): string {
  if (mime?.startsWith("audio/")) return "Audio";
  if (mime?.startsWith("video/")) return "Video";
  return "Archivo";
}

/**
 * The line shown under a contact in chat lists and notifications, cut to the spec's 100 characters. Server
 * (stored preview) and web (live update from the hub) use this one function so a row reads the same
 * before and after a reload. Plain words, no emoji: not every desktop has an emoji font.
 */
export function messagePreview(message: PreviewSource): string {
  const caption = message.caption?.trim() ?? "";
  const text = (() => {
    switch (message.type) {
      case "image":
        return caption ? `Imagen: ${caption}` : "Imagen";
      case "media": {
        const detail = caption || message.mediaName?.trim() || "";
        const label = mediaLabel(message.mediaMime);
        return detail ? `${label}: ${detail}` : label;
      }
      case "location":
        return "Ubicación";
      case "template":
        return message.body?.trim() || "Plantilla";
      case "contacts": {
        const cards = message.details?.kind === "contacts" ? message.details.cards : [];
        if (cards.length > 1) return `${cards.length} contactos compartidos`;
        return cards[0]?.name ? `Contacto compartido: ${cards[0].name}` : "Contacto compartido";
      }
      case "order": {
        const units = message.details?.kind === "order" ? orderUnits(message.details.items) : 0;
        return `Pedido: ${units} ${units === 1 ? "artículo" : "artículos"}`;
      }
      case "reaction": {
        if (message.details?.kind !== "reaction") return message.body ?? "";
        const { emoji, targetPreview } = message.details;
        return emoji ? `Reaccionó ${emoji} a «${targetPreview}»` : `Quitó su reacción a «${targetPreview}»`;
      }
      case "unreadable":
        return message.details?.kind === "unreadable"
          ? `Mensaje no compatible: ${message.details.type}`
          : "Mensaje no compatible";
      default:
        return message.body ?? "";
    }
  })();
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_PREVIEW_CHARS ? `${flat.slice(0, MESSAGE_PREVIEW_CHARS - 1)}…` : flat;
}

/** The same preview from the API's message view. */
export function messageViewPreview(message: MessageView): string {
  return messagePreview({ ...message, mediaMime: message.media?.mime, mediaName: message.media?.name });
}
