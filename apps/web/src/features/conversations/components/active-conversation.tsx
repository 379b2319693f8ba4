import type { ChatSummary } from "@consola/shared";
import { Stack } from "@mantine/core";
import { useEffect } from "react";
import { ReferralBanner } from "../../../components/chats/referral-banner";
import { MessageList } from "../../../components/messages/message-list";
import { useChatTransfers } from "../../../data/chats/use-chat-transfers";
import { useMessages } from "../../../data/chats/use-messages";
import { useMarkSeen } from "../hooks/use-mark-seen";
import { useChatSummary } from "../hooks/use-selected-chat";
import { ChatComposer } from "./chat-composer";
import { ConversationHeader } from "./conversation-header";

type ActiveConversationProps = {
  chat: ChatSummary;
  onBack: () => void;
  onEnding: (conversationId: number) => void;
  onEnded: (conversationId: number) => void;
};

/** One of my active chats: header with its actions, the history, the composer. */
export function ActiveConversation({ chat: row, onBack, onEnding, onEnded }: ActiveConversationProps) {
  const chat = useChatSummary(row);
  const history = useMessages({ conversationId: chat.id });
  const transfers = useChatTransfers({ conversationId: chat.id });
  const { mutate: markSeen } = useMarkSeen();
  // Opening a chat reads it (SeeToMessage), once per chat.
  useEffect(() => {
    markSeen(chat.id);
    // Messages that came while the tab was hidden are read when the person comes back to it.
    const onVisible = () => {
      if (document.visibilityState === "visible") markSeen(chat.id);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [chat.id, markSeen]);

  return (
    <Stack gap={0} h="100%" mih={0}>
      <ConversationHeader
        chat={chat}
        messages={history.messages}
        onBack={onBack}
        onEnding={onEnding}
        onEnded={onEnded}
      />
      {chat.referral && <ReferralBanner referral={chat.referral} />}
      <MessageList history={history} transfers={transfers.data} />
      <ChatComposer chat={chat} messages={history.messages} />
    </Stack>
  );
}
