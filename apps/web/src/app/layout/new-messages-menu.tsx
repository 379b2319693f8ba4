import {
  ActionIcon,
  Anchor,
  Divider,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessageDots } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeaderEmptyState } from "./header-empty-state";
import { UnreadChatItem } from "./unread-chat-item";
import { useUnreadChats } from "./use-unread-chats";

/** My chats with unread messages; a click opens the chat in /home (spec section 2, Layout). */
export function NewMessagesMenu() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const query = useUnreadChats();
  const chats = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={(value) => !value && close()}
      width={340}
      position="bottom-end"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <Tooltip label={t("layout.newMessages")} disabled={opened}>
          <Indicator
            label={total > 99 ? "99+" : total}
            size={16}
            offset={6}
            color="red"
            disabled={total === 0}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={
                total > 0 ? t("layout.newMessagesCount", { count: total }) : t("layout.newMessages")
              }
              aria-expanded={opened}
              onClick={toggle}
            >
              <IconMessageDots size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="new-messages-panel">
        <Text fw={600} size="sm" px="md" py="sm">
          {t("layout.newMessages")}
        </Text>
        <Divider />
        {chats.length === 0 ? (
          <HeaderEmptyState
            icon={<IconMessageDots size={22} />}
            title={t("layout.noNewMessages")}
            description={t("layout.noNewMessagesHint")}
          />
        ) : (
          <ScrollArea.Autosize mah={400} type="auto">
            <Stack gap={0}>
              {chats.map((chat) => (
                <UnreadChatItem key={chat.id} chat={chat} onOpen={close} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Divider />
        <Anchor component={Link} to="/home" size="sm" display="block" ta="center" py="xs" onClick={close}>
          {t("layout.openConversations")}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
