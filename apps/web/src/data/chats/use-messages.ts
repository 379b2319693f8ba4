import { useInfiniteQuery } from "@tanstack/react-query";
import type { MessageTarget } from "./chats-api";
import { flattenMessages } from "./message-cache";
import { chatQueries } from "./queries";

/** A chat's history, newest page first; older pages come with beforeId = the oldest loaded message. */
export function useMessages(target: MessageTarget) {
  const enabled = target.conversationId !== undefined || target.contactId !== undefined;
  const query = useInfiniteQuery({ ...chatQueries.messages(target), enabled });
  return { ...query, messages: flattenMessages(query.data) };
}
