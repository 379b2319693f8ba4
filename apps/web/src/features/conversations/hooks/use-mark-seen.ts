import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatKeys } from "../../../data/chats/chat-keys";
import { chatsApi } from "../../../data/chats/chats-api";
import { type ChatListData, patchChat } from "../../../data/chats/my-chats-cache";

/** SeeToMessage: the chat's messages are read; its row loses the count and the header's dropdown asks again. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => chatsApi.markSeen(conversationId),
    onSuccess: (result) => {
      for (const [key, data] of queryClient.getQueriesData<ChatListData>({
        queryKey: chatKeys.myChats(),
      })) {
        if (data)
          queryClient.setQueryData(
            key,
            patchChat(data, result.conversationId, { unreadCount: result.unreadCount }),
          );
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.unreadChats });
    },
  });
}
