import type { ChatSummary } from "@consola/shared";
import { Box, Center, Loader, Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { labelQueries } from "../../../data/labels/queries";
import { ChatListItem } from "./chat-list-item";

const ROW_HEIGHT = 72;
/** A row with labels has a line of chips more; a narrow list wraps them further, which the row's measure tells. */
const CHIPS_HEIGHT = 24;

type ChatListProps = {
  chats: ChatSummary[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  selectedContactId: number | null;
  onSelect: (contactId: number) => void;
};

/** Only the rows in view are in the page, so thousands of chats scroll as smoothly as ten. */
export function ChatList({
  chats,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  selectedContactId,
  onSelect,
}: ChatListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const labels = useQuery(labelQueries.list(null)).data;
  const virtualizer = useVirtualizer({
    count: chats.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ROW_HEIGHT + ((chats[index]?.labelIds.length ?? 0) > 0 ? CHIPS_HEIGHT : 0),
    overscan: 8,
    getItemKey: (index) => chats[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  // Near the end of what is loaded: ask for the next page.
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= chats.length - 10) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, chats.length, onLoadMore]);

  if (loading) {
    return (
      <Stack gap="xs" p="sm" role="status" aria-busy="true" aria-label={t("common.loading")}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} h={56} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Box
      ref={scrollRef}
      style={{ flex: 1, minHeight: 0, overflowY: "auto" }}
      role="listbox"
      aria-label={t("conversations.list.title")}
      data-testid="chat-list"
    >
      <Box style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {items.map((row) => {
          const chat = chats[row.index];
          if (!chat) return null;
          return (
            <Box
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${row.start}px)`,
              }}
            >
              <ChatListItem
                chat={chat}
                labels={labels}
                selected={chat.contactId === selectedContactId}
                onSelect={onSelect}
              />
            </Box>
          );
        })}
      </Box>
      {loadingMore && (
        <Center py="sm">
          <Loader size="xs" />
        </Center>
      )}
    </Box>
  );
}
