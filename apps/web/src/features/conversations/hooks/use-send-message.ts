import type { ChatSummary, MessageView } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../../lib/session/use-session";
import { bumpChat, type ChatListData } from "../api/chat-list-cache";
import { conversationsApi, type TemplateSend } from "../api/conversations-api";
import { dropPending, type MessageData, reconcileMessage, upsertMessage } from "../api/message-cache";
import { conversationKeys } from "../api/query-keys";

export type Outgoing =
  | { kind: "text"; text: string }
  | { kind: "file"; file: File; caption: string }
  | { kind: "template"; template: TemplateSend; body: string };

let sequence = 0;

/** What the agent sees at once, before the server answers; a negative id never collides with a real one. */
function optimisticMessage(
  chat: ChatSummary,
  outgoing: Outgoing,
  agent: { id: number; name: string },
  clientId: string,
): MessageView & { clientId: string } {
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
  const messagesKey = conversationKeys.messages({ conversationId: chat.id });

  return useMutation({
    mutationFn: (outgoing: Outgoing) => {
      if (outgoing.kind === "text") return conversationsApi.sendText(chat, outgoing.text);
      if (outgoing.kind === "file") return conversationsApi.sendFile(chat, outgoing.file, outgoing.caption);
      return conversationsApi.sendTemplate(chat.id, outgoing.template);
    },
    onMutate: (outgoing) => {
      const clientId = `pending-${Date.now()}-${++sequence}`;
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
        queryKey: conversationKeys.myChats(),
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
