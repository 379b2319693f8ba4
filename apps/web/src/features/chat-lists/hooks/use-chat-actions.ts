import type { ChatSummary } from "@consola/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api/error-message";
import { removeChat } from "../api/chat-cache";
import {
  type ActionResult,
  chatListKeys,
  deleteChat,
  reassignChat,
  takePendingChat,
} from "../api/chat-lists-api";

function announce(message: string) {
  notifications.show({ color: "teal", message, withBorder: true });
}

function complain(error: unknown) {
  notifications.show({ color: "red", message: errorMessage(error), withBorder: true });
}

/**
 * Take, assign, transfer and delete. Each shows the server's own success message (spec section 7) and
 * updates the lists it changed at once, before the hub confirms it.
 */
export function useChatActions() {
  const client = useQueryClient();

  const settle = ({ summary }: ActionResult, leftQueue: boolean) => {
    client.setQueryData<ChatSummary>(chatListKeys.summary(summary.id), summary);
    if (leftQueue) removeChat(client, ["pending", "bot"], summary.id);
    void client.invalidateQueries({ queryKey: chatListKeys.kind("active") });
    void client.invalidateQueries({ queryKey: chatListKeys.candidates });
  };

  const take = useMutation({
    mutationFn: (chat: ChatSummary) => takePendingChat(chat.id, 0),
    onSuccess: (result) => {
      settle(result, true);
      announce(result.message);
    },
    // Taking has no dialog to show the refusal in (someone else was faster, the chat closed…).
    onError: (error, chat) => {
      complain(error);
      void client.invalidateQueries({ queryKey: chatListKeys.summary(chat.id) });
      void client.invalidateQueries({ queryKey: chatListKeys.kind("pending") });
    },
  });

  const assign = useMutation({
    mutationFn: ({ chat, agentId }: { chat: ChatSummary; agentId: number }) =>
      takePendingChat(chat.id, agentId),
    onSuccess: (result) => {
      settle(result, true);
      announce(result.message);
    },
  });

  const transfer = useMutation({
    mutationFn: ({ chat, agentId, comments }: { chat: ChatSummary; agentId: number; comments?: string }) =>
      reassignChat(chat.id, agentId, comments),
    onSuccess: (result) => {
      settle(result, false);
      announce(result.message);
    },
  });

  const remove = useMutation({
    mutationFn: (chat: ChatSummary) => deleteChat(chat.id),
    onSuccess: (message, chat) => {
      removeChat(client, ["pending", "bot"], chat.id);
      void client.invalidateQueries({ queryKey: chatListKeys.summary(chat.id) });
      void client.invalidateQueries({ queryKey: chatListKeys.kind("ended") });
      announce(message);
    },
  });

  return { take, assign, transfer, remove };
}
