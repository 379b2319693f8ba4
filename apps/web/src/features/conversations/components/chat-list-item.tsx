import type { ChatSummary, Label } from "@consola/shared";
import { Avatar, Badge, Box, Group, Text, UnstyledButton } from "@mantine/core";
import { IconBrandWhatsapp, IconMessage2 } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { contactInitials } from "../../../app/layout/contact-initials";
import { LabelChips } from "../../../components/labels/label-chips";
import { formatPhone } from "../../../lib/format/phone";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import classes from "./chat-list-item.module.css";

/** A row without labels: avatar, name and preview, as the list estimates it. */
const ROW_MIN_HEIGHT = 72;

type ChatListItemProps = {
  chat: ChatSummary;
  /** The business's labels, which name the chat's chips. */
  labels: readonly Label[] | undefined;
  selected: boolean;
  onSelect: (contactId: number) => void;
};

/** Today's messages show the time; older ones the date. */
function useActivityLabel(iso: string): string {
  const { formatDateTime } = useBusinessClock();
  const day = formatDateTime(iso, "YYYY-MM-DD");
  const today = formatDateTime(Date.now(), "YYYY-MM-DD");
  return day === today ? formatDateTime(iso, "HH:mm") : formatDateTime(iso, "DD/MM/YY");
}

/**
 * Memoised: each scrolled frame re-renders the virtual list, and a row formats two dates in the business's
 * zone and a phone number; only the rows that came into view need that, not the thirty already shown.
 */
export const ChatListItem = memo(function ChatListItem({
  chat,
  labels,
  selected,
  onSelect,
}: ChatListItemProps) {
  const { t } = useTranslation();
  const when = useActivityLabel(chat.lastMessageAt);
  const name = chat.contact.name || formatPhone(chat.phone);
  const ChannelIcon = chat.channel === "whatsapp" ? IconBrandWhatsapp : IconMessage2;
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      data-unread={chat.unreadCount > 0 || undefined}
      onClick={() => onSelect(chat.contactId)}
      role="option"
      aria-selected={selected}
      data-testid="chat-row"
    >
      <Group gap="sm" wrap="nowrap" mih={ROW_MIN_HEIGHT} py={6}>
        <Avatar radius="xl" color="brand" variant={selected ? "filled" : "light"} size={40}>
          {contactInitials(name)}
        </Avatar>
        <Box miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" fw={chat.unreadCount > 0 ? 700 : 600} truncate>
              {name}
            </Text>
            <Text
              size="xs"
              c={chat.unreadCount > 0 ? "brand" : "dimmed"}
              fw={chat.unreadCount > 0 ? 600 : 400}
              style={{ flexShrink: 0 }}
            >
              {when}
            </Text>
          </Group>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Group gap={4} wrap="nowrap" miw={0}>
              <ChannelIcon
                size={14}
                color="var(--mantine-color-dimmed)"
                aria-label={t(`conversations.header.channel.${chat.channel}`)}
                style={{ flexShrink: 0 }}
              />
              <Text size="xs" c="dimmed" truncate data-testid="chat-preview">
                {chat.lastMessage}
              </Text>
            </Group>
            {chat.unreadCount > 0 && (
              <Badge
                size="sm"
                circle={chat.unreadCount < 10}
                color="brand"
                aria-label={t("conversations.list.unreadCount", { count: chat.unreadCount })}
                data-testid="unread-badge"
              >
                {chat.unreadCount > 99 ? "99+" : chat.unreadCount}
              </Badge>
            )}
          </Group>
          {chat.labelIds.length > 0 && (
            <Box mt={4}>
              <LabelChips ids={chat.labelIds} labels={labels} />
            </Box>
          )}
        </Box>
      </Group>
    </UnstyledButton>
  );
});
