import { CHAT_MESSAGES, type MessageView, mediaLimitFor, sendMediaFieldsSchema } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES } from "../conversations/chat-access.js";
import type { ReceivedFile, UploadPolicy } from "../media/receive-upload.js";
import { messageViewByClientId } from "./messages.repo.js";
import { queueOutbound } from "./queue-outbound.js";
import { type SendRules, sendableChat } from "./sendable-chat.js";

type Deps = Pick<AppDeps, "db" | "events" | "media">;

/**
 * SendMessage (WhatsApp, inside the 24-hour window) and SendSMS: free text in an active chat. A retry with the
 * clientId of a send that was stored returns that message, even if the chat has closed since, instead of
 * sending the text twice.
 */
export async function sendText(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; message: string; clientId?: string | undefined },
  kind: SendRules["kind"],
): Promise<MessageView> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const { clientId } = input;
  const alreadySent = async (tx: Executor) => {
    if (clientId === undefined) return undefined;
    const sent = await messageViewByClientId(tx, actor, clientId);
    if (sent && sent.conversationId !== input.conversationId) {
      throw new ValidationError(CHAT_MESSAGES.clientIdReused);
    }
    return sent;
  };
  return transact(deps, async (tx, events) => {
    const before = await alreadySent(tx);
    if (before) return before;
    const { chat, contact } = await sendableChat(tx, actor, input.conversationId, {
      kind,
      freeForm: true,
      lock: true,
    });
    // A concurrent retry may have committed while this one waited for the chat's lock.
    const raced = await alreadySent(tx);
    if (raced) return raced;
    return queueOutbound(tx, events, {
      chat,
      contact,
      author: { kind: "agent", userId: actor.userId, name: actor.name },
      columns: { type: "text", body: input.message, clientId: clientId ?? null },
    });
  });
}

/**
 * The upload policy of SendMedia and SendMMS, decided before the file is read: the chat must be one the caller
 * can send to, and the file must fit its channel's limit for that type.
 */
export function chatUploadPolicy(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  kind: SendRules["kind"],
): UploadPolicy {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  return async (fields, mime) => {
    const given = sendMediaFieldsSchema.safeParse(fields);
    if (!given.success)
      throw new ValidationError(given.error.issues[0]?.message ?? CHAT_MESSAGES.chatNotFound);
    const { channelKind } = await sendableChat(deps.db, actor, given.data.conversationId, {
      kind,
      freeForm: true,
      lock: false,
    });
    return {
      businessId: actor.businessId,
      maxBytes: mediaLimitFor(channelKind === "whatsapp" ? "whatsapp" : "mms", mime),
    };
  };
}

/** SendMedia (WhatsApp) and MMS: a received file with an optional caption. */
export async function sendMedia(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; caption: string; file: ReceivedFile | undefined },
  kind: SendRules["kind"],
): Promise<MessageView> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const rules = { kind, freeForm: true };
  const file = input.file;
  if (!file) throw new ValidationError(CHAT_MESSAGES.fileRequired);
  try {
    return await transact(deps, async (tx, events) => {
      const { chat, contact } = await sendableChat(tx, actor, input.conversationId, { ...rules, lock: true });
      return queueOutbound(tx, events, {
        chat,
        contact,
        author: { kind: "agent", userId: actor.userId, name: actor.name },
        columns: {
          type: file.mime.startsWith("image/") ? "image" : "media",
          caption: input.caption,
          mediaKey: file.key,
          mediaMime: file.mime,
          mediaName: file.name,
          mediaSize: file.size,
        },
      });
    });
  } catch (error) {
    // The chat closed while the file arrived: no message points at the file, so it goes.
    await deps.media.remove(file.key);
    throw error;
  }
}
