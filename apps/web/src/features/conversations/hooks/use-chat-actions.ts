import type { ChatMood } from "@consola/shared";
import { CHAT_MESSAGES } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatKeys } from "../../../data/chats/chat-keys";
import { chatsApi } from "../../../data/chats/chats-api";
import { type ChatListData, removeChat } from "../../../data/chats/my-chats-cache";
import { toast } from "../../../lib/notify/toast";

function useLeaveMyList() {
  const queryClient = useQueryClient();
  return (conversationId: number) => {
    for (const [key, data] of queryClient.getQueriesData<ChatListData>({
      queryKey: chatKeys.myChats(),
    })) {
      if (data) queryClient.setQueryData(key, removeChat(data, conversationId));
    }
    void queryClient.invalidateQueries({ queryKey: chatKeys.unreadChats });
  };
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatsApi.changeStatus,
    onSuccess: ({ data }) => queryClient.setQueryData(chatKeys.summary(data.id), data),
  });
}

export function useCloseChat() {
  const leave = useLeaveMyList();
  return useMutation({
    mutationFn: (input: {
      conversationId: number;
      status: ChatMood;
      comments: string;
      closingCategoryId: number;
    }) => chatsApi.close(input),
    // Here rather than in mutate(): the hub may end the chat (and unmount the dialog) before the answer.
    onSuccess: ({ message }, input) => {
      toast.done(message || CHAT_MESSAGES.chatClosed);
      leave(input.conversationId);
    },
  });
}

export function useTransferChat() {
  const leave = useLeaveMyList();
  return useMutation({
    mutationFn: chatsApi.reassign,
    onSuccess: ({ message }, input) => {
      toast.done(message || CHAT_MESSAGES.chatReassigned);
      leave(input.conversationId);
    },
  });
}
