import type { MessageView } from "@consola/shared";

/** What was just sent, as the screen shows it before the server has stored it. */
export type PendingContent =
  | { kind: "text"; text: string }
  | { kind: "file"; file: File; caption: string }
  | { kind: "location"; latitude: number; longitude: number; name: string }
  | { kind: "template"; template: NonNullable<MessageView["template"]>; body: string };

type PendingSide = Pick<
  MessageView,
  "conversationId" | "contactId" | "direction" | "author" | "agent" | "status"
>;

let sequence = 0;

function pendingType(content: PendingContent): MessageView["type"] {
  if (content.kind === "file") return content.file.type.startsWith("image/") ? "image" : "media";
  return content.kind;
}

/**
 * The optimistic copy of a message, shown at once and replaced by the stored one; a negative id never
 * collides with a real one, and the client id is how the stored copy finds it.
 */
export function pendingMessage(content: PendingContent, side: PendingSide, clientId: string): MessageView {
  sequence += 1;
  return {
    ...side,
    clientId,
    id: -Date.now() - sequence,
    type: pendingType(content),
    body: content.kind === "text" ? content.text : content.kind === "template" ? content.body : "",
    caption: content.kind === "file" ? content.caption : "",
    media:
      content.kind === "file"
        ? { key: "", mime: content.file.type, name: content.file.name, size: content.file.size }
        : null,
    mediaPending: content.kind === "file",
    location:
      content.kind === "location"
        ? { latitude: content.latitude, longitude: content.longitude, name: content.name }
        : null,
    template: content.kind === "template" ? content.template : null,
    error: null,
    details: null,
    reaction: null,
    createdAt: new Date().toISOString(),
  };
}
