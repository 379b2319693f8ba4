import type { ChatSummary } from "@consola/shared";
import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { IconArrowsExchange, IconEye, IconTrash, IconUserShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { detailHref } from "../../../components/chats/chat-links";
import { TakeChatButton } from "../../../components/chats/take-chat-button";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";

type ChatRowActionsProps = {
  kind: ChatListKind;
  chat: ChatSummary;
  /** The chat whose take is on its way (its button spins, the others wait). */
  taking: boolean;
  onTake: (chat: ChatSummary) => void;
  onAssign: (chat: ChatSummary) => void;
  onTransfer: (chat: ChatSummary) => void;
  onDelete: (chat: ChatSummary) => void;
};

/**
 * What a manager can do with a chat from its row: take, assign, delete (queues) or transfer (active). The
 * contact's name opens the chat, so only closed chats, which have no other action, get a "Ver chat" button.
 */
export function ChatRowActions({
  kind,
  chat,
  taking,
  onTake,
  onAssign,
  onTransfer,
  onDelete,
}: ChatRowActionsProps) {
  const { t } = useTranslation();
  const name = chat.contact.name || chat.phone;
  const queued = kind === "pending" || kind === "bot";
  return (
    <>
      {queued && (
        <>
          <TakeChatButton chat={chat} name={name} onTake={onTake} taking={taking} size="xs" />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUserShare size={14} aria-hidden />}
            onClick={() => onAssign(chat)}
            aria-label={t("chatLists.actions.assignOf", { name })}
          >
            {t("chatLists.actions.assign")}
          </Button>
          <Tooltip label={t("chatLists.actions.delete")}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="md"
              onClick={() => onDelete(chat)}
              aria-label={t("chatLists.actions.deleteOf", { name })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {kind === "active" && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowsExchange size={14} aria-hidden />}
          onClick={() => onTransfer(chat)}
          aria-label={t("chatLists.actions.transferOf", { name })}
        >
          {t("chatLists.actions.transfer")}
        </Button>
      )}
      {kind === "ended" && (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={detailHref(kind, chat)}
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={t("chatLists.actions.openOf", { name })}
        >
          {t("chatLists.actions.open")}
        </Button>
      )}
    </>
  );
}
