import type { StartBulkAction } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { DomainError } from "../../domain/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { closeChat } from "../chat-closing/close-chat.js";
import { chatIdsMatching } from "../conversations/chat-list.repo.js";
import { reassignChat } from "../conversations/reassign.js";
import type { BatchResult } from "./batch-result.js";

/** Chats per batch: each is its own close or reassignment, with its events, survey and notifications. */
export const CHAT_BATCH = 25;

type ChatsAction = Extract<StartBulkAction, { action: "chats.close" | "chats.reassign" }>;

/**
 * The action with an "all matching" target turned into the chats it reaches now: the active chats the list's
 * filters match (every one of the business: only managers start bulk actions). Kept on the job, so a resumed
 * job acts on the same chats.
 */
export async function withMatchingChats(
  db: Executor,
  businessId: number,
  request: ChatsAction,
): Promise<ChatsAction> {
  const { matching } = request.target;
  if (!matching) return request;
  const conversationIds = await chatIdsMatching(db, {
    businessId,
    statuses: ["active"],
    search: matching.search,
    agentName: matching.agentName,
    contactNumber: matching.contactNumber,
    unreadOnly: matching.unreadOnly,
    labels: matching.labelIds ? { ids: matching.labelIds, match: matching.labelMatch } : undefined,
  });
  return { ...request, target: { conversationIds } };
}

/**
 * One batch of a chat action: each chat goes through the same service as one closed or reassigned by hand,
 * with the starter's rights, so every rule holds (a manager's chats only, an active chat only). A chat the
 * rule refuses is counted as skipped under the service's own Spanish message; so is one already done, which
 * makes a resumed batch change nothing twice.
 */
export async function chatsBatch(
  deps: Pick<AppDeps, "db" | "events">,
  actor: AuthContext,
  request: ChatsAction,
  cursor: number,
): Promise<BatchResult | undefined> {
  const ids = (request.target.conversationIds ?? []).filter((id) => id > cursor).slice(0, CHAT_BATCH);
  const last = ids.at(-1);
  if (last === undefined) return undefined;
  const skipped: Record<string, number> = {};
  let changed = 0;
  for (const conversationId of ids) {
    try {
      if (request.action === "chats.close") {
        await closeChat(deps, actor, {
          conversationId,
          status: request.status,
          comments: request.comments,
          closingCategoryId: request.closingCategoryId,
        });
      } else {
        await reassignChat(deps, actor, {
          conversationId,
          agentId: request.agentId,
          comments: request.comments,
        });
      }
      changed += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped[error.message] = (skipped[error.message] ?? 0) + 1;
    }
  }
  return { processed: ids.length, changed, skipped, cursor: last };
}
