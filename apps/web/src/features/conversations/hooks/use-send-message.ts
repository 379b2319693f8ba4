import type { ChatSummary } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatKeys } from "../../../data/chats/chat-keys";
import { chatsApi, type TemplateSend } from "../../../data/chats/chats-api";
import {
  dropPending,
  type MessageData,
  reconcileMessage,
  upsertMessage,
} from "../../../data/chats/message-cache";
import { bumpChat, type ChatListData } from "../../../data/chats/my-chats-cache";
import { type PendingContent, pendingMessage } from "../../../data/chats/pending-message";
import { useSession } from "../../../lib/session/use-session";

export type Outgoing =
  | { kind: "text"; text: string; clientId: string }
  | { kind: "file"; file: File; caption: string }
  | { kind: "template"; template: TemplateSend; body: string };

/** The message as it will be stored, for the optimistic copy. */
function pendingContent(outgoing: Outgoing): PendingContent {
  if (outgoing.kind !== "template") return outgoing;
  const { templateName, language, params } = outgoing.template;
  return { kind: "template", template: { name: templateName, language, params }, body: outgoing.body };
}

/** Sends text, a file or a template with an optimistic copy that the server's answer replaces. */
export function useSendMessage(chat: ChatSummary) {
  const queryClient = useQueryClient();
  const profile = useSession().profile;
  const messagesKey = chatKeys.messages({ conversationId: chat.id });

  return useMutation({
    mutationFn: (outgoing: Outgoing) => {
      if (outgoing.kind === "text") return chatsApi.sendText(chat, outgoing.text, outgoing.clientId);
      if (outgoing.kind === "file") return chatsApi.sendFile(chat, outgoing.file, outgoing.caption);
      return chatsApi.sendTemplate(chat.id, outgoing.template);
    },
    onMutate: (outgoing) => {
      // A text carries its own id to the server, which echoes it on the stored copy (NewMessage and the answer).
      const clientId = outgoing.kind === "text" ? outgoing.clientId : crypto.randomUUID();
      const message = pendingMessage(
        pendingContent(outgoing),
        {
          conversationId: chat.id,
          contactId: chat.contactId,
          direction: "out",
          author: "agent",
          agent: { id: profile?.userId ?? 0, name: profile?.name ?? "" },
          status: "sending",
        },
        clientId,
      );
      queryClient.setQueryData<MessageData>(messagesKey, (data) =>
        upsertMessage(data ?? { pages: [{ items: [], hasMore: false }], pageParams: [null] }, message),
      );
      return { clientId };
    },
    onSuccess: (sent, _outgoing, context) => {
      queryClient.setQueryData<MessageData>(messagesKey, (data) =>
        data ? reconcileMessage(data, context.clientId, sent) : data,
      );
      for (const [key, data] of queryClient.getQueriesData<ChatListData>({
        queryKey: chatKeys.myChats(),
      })) {
        const next = data ? bumpChat(data, chat.id, sent, { isOpen: true }) : undefined;
        if (next) queryClient.setQueryData(key, next);
      }
    },
    onError: (_error, _outgoing, context) => {
      if (!context) return;
      queryClient.setQueryData<MessageData>(messagesKey, (data) =>
        data ? dropPending(data, context.clientId) : data,
      );
    },
  });
}
