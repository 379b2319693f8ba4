import type { ChatSummary } from "@consola/shared";
import { Avatar, Badge, Box, Group, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import { contactInitials } from "./contact-initials";
import classes from "./notification-item.module.css";

type UnreadChatItemProps = { chat: ChatSummary; onOpen: () => void };

export function UnreadChatItem({ chat, onOpen }: UnreadChatItemProps) {
  const { formatDateTime } = useBusinessClock();
  return (
    <UnstyledButton
      component={Link}
      to={`/home?ci=${chat.contactId}&st=Active`}
      onClick={onOpen}
      className={classes.item}
      display="block"
      data-testid="unread-chat"
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar radius="xl" color="brand" size={34}>
          {contactInitials(chat.contact.name || chat.phone)}
        </Avatar>
        <Box miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {chat.contact.name || chat.phone}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDateTime(chat.lastMessageAt, "HH:mm")}
            </Text>
          </Group>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {chat.lastMessage}
            </Text>
            <Badge size="sm" circle color="red">
              {chat.unreadCount}
            </Badge>
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
