import { SIMULATOR_PATH } from "@consola/shared";
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessagePlus, IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { useMyChats } from "../hooks/use-my-chats";
import { ChatList } from "./chat-list";
import { HomePendingBlock } from "./home-pending-block";
import { ListEmptyState } from "./list-empty-state";

// The dialog checks numbers with the whole phone metadata (normalizePhone, as the server does): it downloads
// when first asked for, not with the list's first paint.
const NewChatDialog = lazy(() => import("./new-chat-dialog").then((m) => ({ default: m.NewChatDialog })));

type ChatListPanelProps = {
  list: ReturnType<typeof useMyChats>;
  search: string;
  onSearch: (value: string) => void;
  unreadOnly: boolean;
  onUnreadOnly: (value: boolean) => void;
  selectedContactId: number | null;
  onSelect: (contactId: number) => void;
  isAdmin: boolean;
};

export function ChatListPanel(props: ChatListPanelProps) {
  const { t } = useTranslation();
  const [newChatOpened, newChat] = useDisclosure(false);
  // Stays mounted once opened: closing plays the dialog's transition, and the typed number is kept.
  const [newChatMounted, setNewChatMounted] = useState(false);
  if (newChatOpened && !newChatMounted) setNewChatMounted(true);
  const { list } = props;
  const filtered = props.search.trim() !== "" || props.unreadOnly;
  return (
    <Stack gap={0} h="100%" mih={0}>
      <HomePendingBlock onTaken={props.onSelect} />
      <Stack gap="xs" p="sm" pb="xs" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="md" style={{ whiteSpace: "nowrap" }}>
            {t("conversations.list.title")}
          </Text>
          <Button
            size="xs"
            variant="light"
            style={{ flexShrink: 0 }}
            leftSection={<IconMessagePlus size={16} />}
            onClick={newChat.open}
          >
            {t("conversations.list.newChat")}
          </Button>
        </Group>
        <TextInput
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          placeholder={t("conversations.list.search")}
          aria-label={t("conversations.list.search")}
          data-chat-list-search
          leftSection={<IconSearch size={16} />}
          size="sm"
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <SegmentedControl
            size="xs"
            value={props.unreadOnly ? "unread" : "all"}
            onChange={(value) => props.onUnreadOnly(value === "unread")}
            aria-label={t("conversations.list.filterLabel")}
            data={[
              { value: "all", label: t("conversations.list.all") },
              { value: "unread", label: t("conversations.list.unread") },
            ]}
          />
          <Text size="xs" c="dimmed" data-testid="chat-count">
            {t("conversations.list.count", { count: list.total })}
          </Text>
        </Group>
      </Stack>
      {list.isError ? (
        <Text c="red" size="sm" p="md">
          {t("conversations.list.loadError")}
        </Text>
      ) : list.isPending || list.chats.length > 0 ? (
        <ChatList
          chats={list.chats}
          loading={list.isPending}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          selectedContactId={props.selectedContactId}
          onSelect={props.onSelect}
        />
      ) : (
        <ListEmptyState
          filtered={filtered}
          unreadOnly={props.unreadOnly}
          isAdmin={props.isAdmin}
          simulatorPath={SIMULATOR_PATH}
        />
      )}
      {newChatMounted && (
        <Suspense fallback={null}>
          <NewChatDialog opened={newChatOpened} onClose={newChat.close} onStarted={props.onSelect} />
        </Suspense>
      )}
    </Stack>
  );
}
