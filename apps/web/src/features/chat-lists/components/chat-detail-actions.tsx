import type { ChatSummary } from "@consola/shared";
import { Button, Group } from "@mantine/core";
import {
  IconArrowsExchange,
  IconHandGrab,
  IconMessageReply,
  IconTrash,
  IconUserShare,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { homeHref } from "../../../components/chats/chat-links";

type ChatDetailActionsProps = {
  chat: ChatSummary;
  /** The signed-in user: their own active chat can be answered from the conversations workspace. */
  userId: number | null;
  taking: boolean;
  onTake: () => void;
  onAssign: () => void;
  onTransfer: () => void;
  onDelete: () => void;
};

/** The actions of the chat's state: queues take, assign or delete; active chats transfer. */
export function ChatDetailActions({
  chat,
  userId,
  taking,
  onTake,
  onAssign,
  onTransfer,
  onDelete,
}: ChatDetailActionsProps) {
  const { t } = useTranslation();
  if (chat.status === "pending" || chat.status === "bot") {
    return (
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <Button leftSection={<IconHandGrab size={16} aria-hidden />} loading={taking} onClick={onTake}>
          {t("chatLists.actions.take")}
        </Button>
        <Button variant="default" leftSection={<IconUserShare size={16} aria-hidden />} onClick={onAssign}>
          {t("chatLists.actions.assign")}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
        >
          {t("chatLists.actions.delete")}
        </Button>
      </Group>
    );
  }
  if (chat.status !== "active") return null;
  return (
    <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
      <Button leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onTransfer}>
        {t("chatLists.actions.transfer")}
      </Button>
      {chat.agent?.id === userId && (
        <Button
          variant="default"
          component={Link}
          to={homeHref(chat.contactId)}
          leftSection={<IconMessageReply size={16} aria-hidden />}
        >
          {t("chatLists.actions.reply")}
        </Button>
      )}
    </Group>
  );
}
