import { type ChatPage, HUB_EVENTS, type HubNewMessage } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { conversationKeys } from "../../features/conversations/api/query-keys";
import { api } from "../../lib/api/api";
import { useHubEvent } from "../../lib/hub/hub-context";
import { useSession } from "../../lib/session/use-session";

const HEADER_TAKE = 20;

/** My chats with unread messages, for the header dropdown; the hub says when to ask again. */
export function useUnreadChats() {
  const queryClient = useQueryClient();
  const userId = useSession().profile?.userId ?? null;
  const query = useQuery({
    queryKey: conversationKeys.unreadChats,
    queryFn: ({ signal }) =>
      api.post<ChatPage>(
        "/api/admin/ListContactCurrentFind",
        { unreadOnly: true, take: HEADER_TAKE },
        { signal },
      ),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.unreadChats });
  useHubEvent(HUB_EVENTS.newMessage, (payload) => {
    const event = payload as HubNewMessage;
    // Managers hear about every chat of the business; only mine belong in this list.
    if (event.assignedUserId === userId && event.message.direction === "in") refresh();
  });
  useHubEvent(HUB_EVENTS.reassign, refresh);
  useHubEvent(HUB_EVENTS.dessign, refresh);
  return query;
}
