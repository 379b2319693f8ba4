import { MESSAGE_PREVIEW_CHARS, type MessageView } from "@consola/shared";
import type { messages } from "../../db/schema/index.js";
import { encodeMediaKey } from "../media/media-storage.js";

export type MessageRow = typeof messages.$inferSelect;

export function toMessageView(row: MessageRow, agentName: string | null): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    contactId: row.contactId,
    direction: row.direction,
    type: row.type,
    author: row.authorKind,
    agent: row.authorUserId === null ? null : { id: row.authorUserId, name: agentName ?? "" },
    body: row.body,
    caption: row.caption,
    media: row.mediaKey
      ? {
          key: encodeMediaKey(row.mediaKey),
          mime: row.mediaMime ?? "application/octet-stream",
          name: row.mediaName ?? "",
          size: row.mediaSize ?? 0,
        }
      : null,
    mediaPending: row.mediaKey === null && row.mediaRemoteRef !== null,
    location: row.location ?? null,
    template: row.templateName
      ? { name: row.templateName, language: row.templateLanguage ?? "", params: row.templateParams ?? [] }
      : null,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The line shown under a contact in chat lists, cut to the spec's 100 characters. */
export function messagePreview(message: Pick<MessageRow, "type" | "body" | "caption" | "mediaMime">): string {
  const text = (() => {
    switch (message.type) {
      case "text":
      case "template":
        return message.body;
      case "image":
        return `📷 ${message.caption || "Imagen"}`;
      case "media":
        return `📎 ${message.caption || (message.mediaMime?.startsWith("audio/") ? "Audio" : "Archivo")}`;
      case "location":
        return "📍 Ubicación";
    }
  })();
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_PREVIEW_CHARS ? `${flat.slice(0, MESSAGE_PREVIEW_CHARS - 1)}…` : flat;
}
