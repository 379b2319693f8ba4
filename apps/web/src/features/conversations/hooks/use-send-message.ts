import type { ChatSummary, MessageView } from "@consola/shared";
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
import { useSession } from "../../../lib/session/use-session";

export type Outgoing =
  | { kind: "text"; text: string; clientId: string }
  | { kind: "file"; file: File; caption: string }
  | { kind: "template"; template: TemplateSend; body: string };

let sequence = 0;

/** What the agent sees at once, before the server answers; a negative id never collides with a real one. */
function optimisticMessage(
  chat: ChatSummary,
  outgoing: Outgoing,
  agent: { id: number; name: string },
  clientId: string,
): MessageView {
  sequence += 1;
  return {
    clientId,
    id: -Date.now() - sequence,
    conversationId: chat.id,
    contactId: chat.contactId,
    direction: "out",
    type:
      outgoing.kind === "text"
        ? "text"
        : outgoing.kind === "template"
          ? "template"
          : outgoing.file.type.startsWith("image/")
            ? "image"
            : "media",
    author: "agent",
    agent,
    body: outgoing.kind === "text" ? outgoing.text : outgoing.kind === "template" ? outgoing.body : "",
    caption: outgoing.kind === "file" ? outgoing.caption : "",
    media:
      outgoing.kind === "file"
        ? { key: "", mime: outgoing.file.type, name: outgoing.file.name, size: outgoing.file.size }
        : null,
    mediaPending: outgoing.kind === "file",
    location: null,
    template:
      outgoing.kind === "template"
        ? {
            name: outgoing.template.templateName,
            language: outgoing.template.language,
            params: outgoing.template.params,
          }
        : null,
    status: "sending",
    error: null,
    createdAt: new Date().toISOString(),
  };
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
      const message = optimisticMessage(
        chat,
        outgoing,
        { id: profile?.userId ?? 0, name: profile?.name ?? "" },
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
