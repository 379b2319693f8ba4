import type { ChatSummary } from "@consola/shared";
import { Alert, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ReferralBanner } from "../../../components/chats/referral-banner";
import { MessageList } from "../../../components/messages/message-list";
import { useChatTransfers } from "../../../data/chats/use-chat-transfers";
import { useMessages } from "../../../data/chats/use-messages";
import { ConversationHeader } from "./conversation-header";

type ContactHistoryProps = { contactId: number; chat: ChatSummary | null; onBack: () => void };

/** A contact whose chat is not one of mine (closed, someone else's): its history, read only. */
export function ContactHistory({ contactId, chat, onBack }: ContactHistoryProps) {
  const { t } = useTranslation();
  const history = useMessages({ contactId });
  const transfers = useChatTransfers({ contactId });
  return (
    <Stack gap={0} h="100%" mih={0}>
      {chat && <ConversationHeader chat={chat} messages={history.messages} onBack={onBack} readOnly />}
      <Alert
        color="gray"
        variant="light"
        radius={0}
        icon={<IconInfoCircle size={18} />}
        data-testid="history-notice"
      >
        {t("conversations.pane.notInList")}
      </Alert>
      {chat?.referral && <ReferralBanner referral={chat.referral} />}
      <MessageList history={history} transfers={transfers.data} />
    </Stack>
  );
}
