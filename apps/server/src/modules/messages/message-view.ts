import type { MessageView } from "@consola/shared";
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
    details: row.details ?? null,
    reaction: row.reaction,
    status: row.status,
    error: row.error,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}
