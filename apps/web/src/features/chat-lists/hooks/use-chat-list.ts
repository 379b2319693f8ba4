import type { ChatListKind, ChatListQuery } from "../../../data/chats/chat-lists-api";
import { CHAT_PAGE_SIZE, type ListParams } from "./use-list-params";

export function toListQuery(kind: ChatListKind, params: ListParams): ChatListQuery {
  return {
    agentName: params.agentName || undefined,
    contactNumber: params.contactNumber || undefined,
    labelIds: params.labelIds.length > 0 ? params.labelIds : undefined,
    labelMatch: params.labelIds.length > 1 ? params.labelMatch : undefined,
    campaignId: params.campaignId ?? undefined,
    ...(kind === "ended"
      ? { closingDay: params.closingDay ?? undefined, status: params.status }
      : { closingDay: undefined, status: undefined }),
    take: CHAT_PAGE_SIZE,
    skip: (params.page - 1) * CHAT_PAGE_SIZE,
  };
}
