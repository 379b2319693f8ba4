import type { ChatSummary } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatKeys } from "../../../data/chats/chat-keys";
import { removeChat } from "../../../data/chats/chat-list-cache";
import {
  type ActionResult,
  deleteChat,
  reassignChat,
  takePendingChat,
} from "../../../data/chats/chat-lists-api";
import { toast } from "../../../lib/notify/toast";

/**
 * Take, assign, transfer and delete. Each shows the server's own success message (spec section 7) and
 * updates the lists it changed at once, before the hub confirms it.
 */
export function useChatActions() {
  const client = useQueryClient();

  const settle = ({ summary }: ActionResult, leftQueue: boolean) => {
    client.setQueryData<ChatSummary>(chatKeys.summary(summary.id), summary);
    if (leftQueue) removeChat(client, ["pending", "bot"], summary.id);
    void client.invalidateQueries({ queryKey: chatKeys.listKind("active") });
    void client.invalidateQueries({ queryKey: chatKeys.candidates });
  };

  const take = useMutation({
    mutationFn: (chat: ChatSummary) => takePendingChat(chat.id, 0),
    onSuccess: (result) => {
      settle(result, true);
      toast.done(result.message, { bordered: true });
    },
    // Taking has no dialog to show the refusal in (someone else was faster, the chat closed…).
    onError: (error, chat) => {
      toast.failed(error, { bordered: true });
      void client.invalidateQueries({ queryKey: chatKeys.summary(chat.id) });
      void client.invalidateQueries({ queryKey: chatKeys.listKind("pending") });
    },
  });

  const assign = useMutation({
    mutationFn: ({ chat, agentId }: { chat: ChatSummary; agentId: number }) =>
      takePendingChat(chat.id, agentId),
    onSuccess: (result) => {
      settle(result, true);
      toast.done(result.message, { bordered: true });
    },
  });

  const transfer = useMutation({
    mutationFn: ({ chat, agentId, comments }: { chat: ChatSummary; agentId: number; comments?: string }) =>
      reassignChat(chat.id, agentId, comments),
    onSuccess: (result) => {
      settle(result, false);
      toast.done(result.message, { bordered: true });
    },
  });

  const remove = useMutation({
    mutationFn: (chat: ChatSummary) => deleteChat(chat.id),
    onSuccess: (message, chat) => {
      removeChat(client, ["pending", "bot"], chat.id);
      void client.invalidateQueries({ queryKey: chatKeys.summary(chat.id) });
      void client.invalidateQueries({ queryKey: chatKeys.listKind("ended") });
      toast.done(message, { bordered: true });
    },
  });

  return { take, assign, transfer, remove };
}
