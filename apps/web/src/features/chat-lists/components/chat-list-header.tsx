import { ActionIcon, Badge, Group, Text, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";

type ChatListHeaderProps = {
  kind: ChatListKind;
  total: number | null;
  fetching: boolean;
  onRefresh: () => void;
};

/** What the list is for, how many chats it holds, and a manual refresh for the impatient. */
export function ChatListHeader({ kind, total, fetching, onRefresh }: ChatListHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text c="dimmed" size="sm" style={{ flex: "1 1 320px" }}>
        {t(`chatLists.subtitle.${kind}`)}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {total !== null && (
          <Badge size="lg" variant="light" radius="sm" data-testid="chat-count" style={{ flexShrink: 0 }}>
            {t("chatLists.count", { count: total })}
          </Badge>
        )}
        <Tooltip label={t("chatLists.refresh")}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onRefresh}
            loading={fetching}
            aria-label={t("chatLists.refresh")}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
