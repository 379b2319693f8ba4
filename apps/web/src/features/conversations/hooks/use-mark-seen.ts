import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChatListData, patchChat } from "../api/chat-list-cache";
import { conversationsApi } from "../api/conversations-api";
import { conversationKeys } from "../api/query-keys";

/** SeeToMessage: the chat's messages are read; its row loses the count and the header's dropdown asks again. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => conversationsApi.markSeen(conversationId),
    onSuccess: (result) => {
      for (const [key, data] of queryClient.getQueriesData<ChatListData>({
        queryKey: conversationKeys.myChats(),
      })) {
        if (data)
          queryClient.setQueryData(
            key,
            patchChat(data, result.conversationId, { unreadCount: result.unreadCount }),
          );
      }
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unreadChats });
    },
  });
}
