import type { MessageView } from "@consola/shared";
import type { HistoryView } from "../message-list";

/** A history already loaded, all of it: what MessageList reads, without a server behind it. */
export function staticHistory(messages: MessageView[]): HistoryView {
  return {
    messages,
    isPending: false,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: async () => undefined,
  };
}
