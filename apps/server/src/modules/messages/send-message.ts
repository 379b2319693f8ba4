import { CHAT_MESSAGES, formatFileSize, MESSAGES, type MessageView, mediaLimitFor } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import { ValidationError } from "../../http/errors.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES } from "../conversations/chat-access.js";
import { extensionFor } from "../media/media-storage.js";
import { queueOutbound } from "./queue-outbound.js";
import { lockSendableChat, peekSendableChat, type SendRules } from "./sendable-chat.js";

type Deps = Pick<AppDeps, "db" | "events" | "media">;

/** SendMessage (WhatsApp, inside the 24-hour window) and SendSMS: free text in an active chat. */
export async function sendText(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; message: string },
  kind: SendRules["kind"],
): Promise<MessageView> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  return transact(deps, async (tx, events) => {
    const { chat, contact } = await lockSendableChat(tx, actor, input.conversationId, {
      kind,
      freeForm: true,
    });
    return queueOutbound(tx, events, {
      chat,
      contact,
      author: { kind: "agent", userId: actor.userId, name: actor.name },
      columns: { type: "text", body: input.message },
    });
  });
}

export type UploadedFile = { data: Buffer; mime: string; name: string };

/** SendMedia (WhatsApp) and MMS: a file with an optional caption, within the channel's size limit. */
export async function sendMedia(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; caption: string; file: UploadedFile | undefined },
  kind: SendRules["kind"],
): Promise<MessageView> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const rules = { kind, freeForm: true };
  const { channelKind } = await peekSendableChat(deps.db, actor, input.conversationId, rules);
  const file = input.file;
  if (!file || file.data.length === 0) throw new ValidationError(CHAT_MESSAGES.fileRequired);
  if (extensionFor(file.mime) === "") throw new ValidationError(CHAT_MESSAGES.fileTypeNotAllowed);
  const limit = mediaLimitFor(channelKind === "whatsapp" ? "whatsapp" : "mms", file.mime);
  if (file.data.length > limit) throw new ValidationError(MESSAGES.uploadTooLarge(formatFileSize(limit)));

  // Stored before the transaction (disk is slow); a failed transaction leaves an unreferenced file, never a
  // message without its file.
  const stored = await deps.media.save(actor.businessId, file.data, file.mime);
  return transact(deps, async (tx, events) => {
    const { chat, contact } = await lockSendableChat(tx, actor, input.conversationId, rules);
    return queueOutbound(tx, events, {
      chat,
      contact,
      author: { kind: "agent", userId: actor.userId, name: actor.name },
      columns: {
        type: file.mime.startsWith("image/") ? "image" : "media",
        caption: input.caption,
        mediaKey: stored.key,
        mediaMime: file.mime,
        mediaName: file.name.slice(0, 200),
        mediaSize: stored.size,
      },
    });
  });
}
