import type { Notification } from "@consola/shared";
import { ActionIcon, Box, Group, Text, ThemeIcon, Tooltip, UnstyledButton } from "@mantine/core";
import {
  IconArrowsExchange,
  IconMessageCircle,
  IconTrash,
  IconUserCheck,
  IconUserPlus,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./notification-item.module.css";
import { notificationText } from "./notification-target";

const ICONS = {
  new_contact: IconUserPlus,
  new_message: IconMessageCircle,
  assigned: IconUserCheck,
  reassigned: IconArrowsExchange,
} as const;

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onRemove: (notification: Notification) => void;
  removing: boolean;
};

export function NotificationItem({ notification, onOpen, onRemove, removing }: NotificationItemProps) {
  const { t } = useTranslation();
  const Icon = ICONS[notification.type];
  const { who, text } = notificationText(notification);
  const title = t(`layout.notificationTypes.${notification.type}`);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.item} data-testid="notification-item">
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(notification)}
        aria-label={`${title}: ${who}`}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size={32}>
            <Icon size={17} />
          </ThemeIcon>
          <Box miw={0} style={{ flex: 1 }}>
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text size="sm" fw={600} truncate>
                {title}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {notification.dateTime.slice(11, 16)}
              </Text>
            </Group>
            {who && (
              <Text size="sm" truncate>
                {who}
              </Text>
            )}
            {text && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {text}
              </Text>
            )}
          </Box>
        </Group>
      </UnstyledButton>
      <Tooltip label={t("layout.removeNotification")}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("layout.removeNotification")}
          onClick={() => onRemove(notification)}
          loading={removing}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
