import { useQuery } from "@tanstack/react-query";
import { chatKeys } from "../../data/chats";
import { chatsApi } from "../../data/chats/chats-api";

const HEADER_TAKE = 20;

/** My chats with unread messages, for the header dropdown; the hub listener of data/chats says when to ask again. */
export function useUnreadChats() {
  return useQuery({
    queryKey: chatKeys.unreadChats,
    queryFn: ({ signal }) => chatsApi.unreadChats(HEADER_TAKE, signal),
  });
}
