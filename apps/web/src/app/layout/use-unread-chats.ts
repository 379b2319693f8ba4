import { useQuery } from "@tanstack/react-query";
import { headerQueries } from "./queries";

/** My chats with unread messages, for the header dropdown; the hub listener of data/chats says when to ask again. */
export function useUnreadChats() {
  return useQuery(headerQueries.unreadChats());
}
