import { CHAT_MESSAGES, type ChatSummary } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { NotFoundError } from "../../domain/errors.js";
import { type AuthContext, requireBusinessUser } from "../../tenancy/auth-context.js";
import { canRead } from "./chat-access.js";
import { getChatSummary } from "./chat-summary.repo.js";

/** Summary: one chat's header. Someone else's chat is as good as missing. */
export async function readChatSummary(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { conversationId: number },
): Promise<ChatSummary> {
  const actor = requireBusinessUser(auth);
  const summary = await getChatSummary(deps.db, actor.businessId, input.conversationId);
  if (!canRead(actor, { status: summary.status, assignedUserId: summary.agent?.id ?? null }))
    throw new NotFoundError(CHAT_MESSAGES.chatNotFound);
  return summary;
}
