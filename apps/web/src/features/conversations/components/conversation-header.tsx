import {
  BUSINESS_MANAGER_ROLES,
  CHAT_MOOD_NAMES,
  type ChatSummary,
  type MessageView,
  phoneForCallLink,
} from "@consola/shared";
import { ActionIcon, Anchor, Avatar, Badge, Box, Button, Group, Menu, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconDotsVertical,
  IconFlag,
  IconId,
  IconPhone,
  IconSquareX,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { contactInitials } from "../../../app/layout/contact-initials";
import { CampaignBadge } from "../../../components/chats/campaign-badge";
import { OutOfHoursBadge } from "../../../components/chats/out-of-hours-badge";
import { formatPhone } from "../../../lib/format/phone";
import { useSession } from "../../../lib/session/use-session";
import { ChangeStatusDialog } from "./change-status-dialog";
import { ChatLabels } from "./chat-labels";
import { CloseChatDialog } from "./close-chat-dialog";
import { ContactDetailDrawer } from "./contact-detail-drawer";
import classes from "./conversation-header.module.css";
import { TransferDialog } from "./transfer-dialog";
import { WindowCountdown } from "./window-countdown";

type ConversationHeaderProps = {
  chat: ChatSummary;
  messages: readonly MessageView[];
  onBack: () => void;
  /** The agent is ending the chat here (close, transfer): the hub's echo needs no notice. */
  onEnding?: (conversationId: number) => void;
  onEnded?: (conversationId: number) => void;
  readOnly?: boolean;
};

/** An SMS line that carried a file is an MMS conversation (spec: "an MMS conversation view"). */
function channelOf(chat: ChatSummary, messages: readonly MessageView[]): "whatsapp" | "sms" | "mms" {
  if (chat.channel !== "sms") return chat.channel;
  return messages.some((message) => message.media !== null) ? "mms" : "sms";
}

export function ConversationHeader({
  chat,
  messages,
  onBack,
  onEnding,
  onEnded,
  readOnly = false,
}: ConversationHeaderProps) {
  const { t } = useTranslation();
  const role = useSession().profile?.role;
  const isManager = (BUSINESS_MANAGER_ROLES as readonly string[]).includes(role ?? "");
  const [detailOpened, detail] = useDisclosure(false);
  const [statusOpened, status] = useDisclosure(false);
  const [closeOpened, close] = useDisclosure(false);
  const [transferOpened, transfer] = useDisclosure(false);
  const name = chat.contact.name || formatPhone(chat.phone);
  const phone = formatPhone(chat.phone);
  const channel = channelOf(chat, messages);

  return (
    <Box className={classes.header} data-testid="conversation-header">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onBack}
          aria-label={t("conversations.pane.back")}
          hiddenFrom="sm"
        >
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Avatar radius="xl" color="brand" size={40}>
          {contactInitials(name)}
        </Avatar>
        <Box miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text fw={700} truncate miw={0} data-testid="conversation-contact">
              {name}
            </Text>
            <Badge
              size="xs"
              variant="light"
              color={channel === "whatsapp" ? "teal" : "blue"}
              style={{ flexShrink: 0, overflow: "visible" }}
              visibleFrom="xs"
              data-testid="conversation-channel"
            >
              {t(`conversations.header.channel.${channel}`)}
            </Badge>
            {!chat.contact.optIn && (
              <Badge size="xs" variant="light" color="red" style={{ flexShrink: 0 }}>
                {t("conversations.header.optedOut")}
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="wrap" miw={0} style={{ rowGap: 2 }}>
            <Anchor
              href={`tel:+${phoneForCallLink(chat.phone)}`}
              size="xs"
              c="dimmed"
              style={{ whiteSpace: "nowrap", flexShrink: 0 }}
              aria-label={t("conversations.header.call", { phone })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconPhone size={12} />
                {phone}
              </Group>
            </Anchor>
            <OutOfHoursBadge chat={chat} />
            <CampaignBadge chat={chat} />
            {!readOnly && (
              <Box hiddenFrom="sm">
                <WindowCountdown expiresAt={chat.windowExpiresAt} channel={chat.channel} compact />
              </Box>
            )}
            {chat.mood && (
              <Text size="xs" c="dimmed" truncate miw={0}>
                · {t("conversations.header.mood", { mood: CHAT_MOOD_NAMES[chat.mood] })}
              </Text>
            )}
          </Group>
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {!readOnly && (
          <Box visibleFrom="sm">
            <WindowCountdown expiresAt={chat.windowExpiresAt} channel={chat.channel} />
          </Box>
        )}
        <Tooltip label={t("conversations.header.detail")}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={detail.open}
            aria-label={t("conversations.header.detail")}
          >
            <IconId size={18} />
          </ActionIcon>
        </Tooltip>
        {!readOnly && (
          <>
            <Button
              size="sm"
              color="red"
              variant="light"
              leftSection={<IconSquareX size={16} />}
              onClick={close.open}
              visibleFrom="xl"
            >
              {t("conversations.header.close")}
            </Button>
            <Menu position="bottom-end" shadow="md" withArrow>
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t("conversations.header.actions")}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconFlag size={16} />} onClick={status.open}>
                  {t("conversations.header.changeStatus")}
                </Menu.Item>
                {isManager && (
                  <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={transfer.open}>
                    {t("conversations.header.transfer")}
                  </Menu.Item>
                )}
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconSquareX size={16} />} onClick={close.open}>
                  {t("conversations.header.close")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        )}
      </Group>
      <Box className={classes.labels}>
        <ChatLabels chat={chat} />
      </Box>
      <ContactDetailDrawer chat={chat} opened={detailOpened} onClose={detail.close} />
      {!readOnly && (
        <>
          <ChangeStatusDialog chat={chat} opened={statusOpened} onClose={status.close} />
          <CloseChatDialog
            chat={chat}
            opened={closeOpened}
            onClose={close.close}
            onClosing={() => onEnding?.(chat.id)}
            onClosed={() => onEnded?.(chat.id)}
          />
          {isManager && (
            <TransferDialog
              chat={chat}
              opened={transferOpened}
              onClose={transfer.close}
              onTransferring={() => onEnding?.(chat.id)}
              onTransferred={() => onEnded?.(chat.id)}
            />
          )}
        </>
      )}
    </Box>
  );
}
