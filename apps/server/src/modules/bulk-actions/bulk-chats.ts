import type { StartBulkAction } from "@consola/shared";
import { and, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { DomainError } from "../../domain/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { closeChat } from "../chat-closing/close-chat.js";
import { chatIdsMatching } from "../conversations/chat-list.repo.js";
import { listFilterQuery } from "../conversations/chat-list-filters.js";
import { reassignChat } from "../conversations/reassign.js";
import { takePendingChat } from "../conversations/take-pending.js";
import { labelChat } from "../labels/labels.service.js";
import type { BatchResult } from "./batch-result.js";
import { splitLabelBatch } from "./label-batch.js";

/** Chats per batch: each is its own change through its service, with its events, survey and notifications. */
export const CHAT_BATCH = 25;

export type ChatsAction = Extract<
  StartBulkAction,
  { action: "chats.addLabels" | "chats.removeLabels" | "chats.assign" | "chats.close" | "chats.reassign" }
>;

export function isChatsAction(request: StartBulkAction): request is ChatsAction {
  return request.action.startsWith("chats.");
}
/**
 * The action with an "all matching" target turned into the chats it reaches now: those the list's filters
 * match. Kept on the job, so a resumed job acts on the same chats.
 */
export async function withMatchingChats(
  db: Executor,
  businessId: number,
  request: ChatsAction,
): Promise<ChatsAction> {
  const { matching } = request.target;
  if (!matching) return request;
  const conversationIds = await chatIdsMatching(db, await listFilterQuery(db, businessId, matching));
  return { ...request, target: { conversationIds } };
}

/** The chats of a label batch the change reaches, and those it leaves as they are (as for contacts). */
async function labelsToChange(
  db: Executor,
  businessId: number,
  request: Extract<ChatsAction, { action: "chats.addLabels" | "chats.removeLabels" }>,
  ids: number[],
) {
  const rows = await db
    .select({ id: conversations.id, labelIds: conversations.labelIds })
    .from(conversations)
    .where(and(ofBusiness(conversations, businessId), inArray(conversations.id, ids)));
  return splitLabelBatch(ids, rows, {
    adding: request.action === "chats.addLabels",
    labelIds: request.labelIds,
  });
}

/** One chat of the batch through the same service as one changed by hand. */
function changeOne(
  deps: Pick<AppDeps, "db" | "events">,
  actor: AuthContext,
  request: ChatsAction,
  id: number,
) {
  switch (request.action) {
    case "chats.addLabels":
      return labelChat(deps, actor, { conversationId: id, add: request.labelIds, remove: [] });
    case "chats.removeLabels":
      return labelChat(deps, actor, { conversationId: id, add: [], remove: request.labelIds });
    case "chats.assign":
      return takePendingChat(deps, actor, { conversationId: id, agentId: request.agentId });
    case "chats.close":
      return closeChat(deps, actor, {
        conversationId: id,
        status: request.status,
        comments: request.comments,
        closingCategoryId: request.closingCategoryId,
      });
    case "chats.reassign":
      return reassignChat(deps, actor, {
        conversationId: id,
        agentId: request.agentId,
        comments: request.comments,
      });
  }
}

/**
 * One batch of a chat action: each chat goes through the same service as one changed by hand, with the
 * starter's rights, so every rule holds (a pending chat only for assigning, an active one for closing or
 * reassigning, active labels only).
 * A chat a rule refuses is counted as skipped under the service's own Spanish message; so is one already
 * done, which makes a resumed batch change nothing twice.
 */
export async function chatsBatch(
  deps: Pick<AppDeps, "db" | "events">,
  actor: AuthContext & { businessId: number },
  request: ChatsAction,
  cursor: number,
): Promise<BatchResult | undefined> {
  const ids = (request.target.conversationIds ?? []).filter((id) => id > cursor).slice(0, CHAT_BATCH);
  const last = ids.at(-1);
  if (last === undefined) return undefined;
  const labelling = request.action === "chats.addLabels" || request.action === "chats.removeLabels";
  const { changing, skipped } = labelling
    ? await labelsToChange(deps.db, actor.businessId, request, ids)
    : { changing: ids, skipped: {} as Record<string, number> };
  let changed = 0;
  for (const conversationId of changing) {
    try {
      await changeOne(deps, actor, request, conversationId);
      changed += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped[error.message] = (skipped[error.message] ?? 0) + 1;
    }
  }
  return { processed: ids.length, changed, skipped, cursor: last };
}
