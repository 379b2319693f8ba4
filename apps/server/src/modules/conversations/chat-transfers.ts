import type { ChatTransfer } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES } from "./chat-access.js";
import { transfersOf } from "./chat-transfers.repo.js";
import { type HistoryTarget, requireReadableHistory } from "./history-access.js";

/**
 * Transfers: who handed the chat (or the contact's chats) to whom, when and with what comment, for the
 * history to show among the messages. Whoever may read the history may read them.
 */
export async function listChatTransfers(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: HistoryTarget,
): Promise<ChatTransfer[]> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  await requireReadableHistory(deps.db, actor, input);
  return transfersOf(deps.db, actor.businessId, input);
}
