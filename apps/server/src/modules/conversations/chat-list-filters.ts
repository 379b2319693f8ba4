import type { BulkChatList, ConversationStatus, LabelMatch } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import { businessClock, businessDayRange } from "../../time/business-time.js";
import { getBusiness } from "../business/business.repo.js";
import type { ChatFilterQuery } from "./chat-list.repo.js";

/** A chat list named with its filters, as a bulk action's "all matching" and the chats export take them. */
export type NamedListFilters = {
  list: BulkChatList;
  search?: string | undefined;
  agentName?: string | undefined;
  contactNumber?: string | undefined;
  closingDay?: string | undefined;
  unreadOnly: boolean;
  labelIds?: number[] | undefined;
  labelMatch: LabelMatch;
  campaignId?: number | undefined;
  status: "closed" | "timed_out" | "all";
};

/** The statuses each list shows. */
function statusesOf(filters: NamedListFilters): ConversationStatus[] {
  const byList: Record<BulkChatList, ConversationStatus[]> = {
    pending: ["pending"],
    active: ["active"],
    bot: ["bot"],
    ended: filters.status === "all" ? ["closed", "timed_out"] : [filters.status],
  };
  return byList[filters.list];
}

/**
 * The chats a list shows for these filters, every one of the business (managers see them all), the ended
 * list's closing day on the business's clock.
 */
export async function listFilterQuery(
  db: Executor,
  businessId: number,
  filters: NamedListFilters,
): Promise<ChatFilterQuery> {
  let closed: { closedFrom?: Date; closedTo?: Date } = {};
  if (filters.list === "ended" && filters.closingDay) {
    const day = businessDayRange(filters.closingDay, businessClock(await getBusiness(db, businessId)));
    closed = { closedFrom: day.startsAt, closedTo: day.endsAt };
  }
  return {
    businessId,
    statuses: statusesOf(filters),
    search: filters.search,
    agentName: filters.agentName,
    contactNumber: filters.contactNumber,
    unreadOnly: filters.unreadOnly,
    labels: filters.labelIds ? { ids: filters.labelIds, match: filters.labelMatch } : undefined,
    campaignId: filters.campaignId,
    ...closed,
  };
}
