import {
  BUSINESS_MANAGER_ROLES,
  type ChatListFilter,
  type ChatPage,
  type ConversationStatus,
  type chatListFilterSchema,
} from "@consola/shared";
import type { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { businessClock, businessDayRange } from "../../time/business-time.js";
import { getBusiness } from "../business/business.repo.js";
import { CHAT_HANDLER_ROLES, visibleAssignee } from "./chat-access.js";
import { type ChatQuery, findChats } from "./chat-list.repo.js";

type Filter = z.output<typeof chatListFilterSchema>;
type Deps = Pick<AppDeps, "db">;

const baseQuery = (businessId: number, filter: Filter): Omit<ChatQuery, "statuses" | "order"> => ({
  businessId,
  search: filter.search,
  agentName: filter.agentName,
  contactNumber: filter.contactNumber,
  unreadOnly: filter.unreadOnly,
  labels: filter.labelIds ? { ids: filter.labelIds, match: filter.labelMatch } : undefined,
  campaignId: filter.campaignId,
  take: filter.take,
  skip: filter.skip,
  after: filter.after,
});

/** ListMessagePendient: the queue, oldest first; everyone who handles chats may take from it. */
export async function listPendingChats(deps: Deps, auth: AuthContext, filter: Filter): Promise<ChatPage> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  return findChats(deps.db, {
    ...baseQuery(actor.businessId, filter),
    statuses: ["pending"],
    order: "oldest",
  });
}

/** ListMessageActive: every active chat for managers, one's own for agents. */
export async function listActiveChats(deps: Deps, auth: AuthContext, filter: Filter): Promise<ChatPage> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  return findChats(deps.db, {
    ...baseQuery(actor.businessId, filter),
    statuses: ["active"],
    assignedUserId: visibleAssignee(actor),
    order: "recent",
  });
}

/** ListMessageBot: chats the area-selector bot holds (managers). */
export async function listBotChats(deps: Deps, auth: AuthContext, filter: Filter): Promise<ChatPage> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, BUSINESS_MANAGER_ROLES);
  return findChats(deps.db, { ...baseQuery(actor.businessId, filter), statuses: ["bot"], order: "oldest" });
}

/** ListContactCurrentFind: the caller's own active chats, the working list of /home. */
export async function listMyChats(deps: Deps, auth: AuthContext, filter: Filter): Promise<ChatPage> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  return findChats(deps.db, {
    ...baseQuery(actor.businessId, filter),
    statuses: ["active"],
    assignedUserId: actor.userId,
    order: "recent",
  });
}

/** ListContactCloseTimeout: closed and timed-out chats, by closing day in the business's time zone. */
export async function listEndedChats(deps: Deps, auth: AuthContext, filter: Filter): Promise<ChatPage> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const statuses: ConversationStatus[] = filter.status === "all" ? ["closed", "timed_out"] : [filter.status];
  let range: { closedFrom?: Date; closedTo?: Date } = {};
  if (filter.closingDay) {
    const day = businessDayRange(
      filter.closingDay,
      businessClock(await getBusiness(deps.db, actor.businessId)),
    );
    range = { closedFrom: day.startsAt, closedTo: day.endsAt };
  }
  return findChats(deps.db, {
    ...baseQuery(actor.businessId, filter),
    ...range,
    statuses,
    assignedUserId: visibleAssignee(actor),
    order: "recent",
  });
}

export type { ChatListFilter };
