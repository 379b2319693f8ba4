import { Anchor, Divider, Popover, ScrollArea, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessageDots } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeaderEmptyState } from "./header-empty-state";
import { HeaderPopoverTarget } from "./header-popover-target";
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
      <HeaderPopoverTarget
        label={t("layout.newMessages")}
        countLabel={t("layout.newMessagesCount", { count: total })}
        total={total}
        icon={<IconMessageDots size={20} />}
        opened={opened}
        onToggle={toggle}
      />
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
