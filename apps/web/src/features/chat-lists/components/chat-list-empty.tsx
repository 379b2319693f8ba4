import { Button, EmptyState } from "@mantine/core";
import { IconFilterOff, IconMessages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";

type ChatListEmptyProps = { kind: ChatListKind; filtered: boolean; onClearFilters: () => void };

/**
 * Nothing to show: either the list is really empty, or the filters leave nothing (then it says so and
 * offers to drop them, rather than claiming there are no chats).
 */
export function ChatListEmpty({ kind, filtered, onClearFilters }: ChatListEmptyProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      withIndicatorBackground
      icon={filtered ? <IconFilterOff size={26} /> : <IconMessages size={26} />}
      title={filtered ? t("chatLists.empty.filtered") : t(`chatLists.empty.${kind}`)}
      description={filtered ? t("chatLists.empty.filteredHint") : t(`chatLists.empty.${kind}Hint`)}
      py={56}
      data-testid="chat-list-empty"
    >
      {filtered && (
        <Button
          variant="light"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClearFilters}
        >
          {t("chatLists.empty.showAll")}
        </Button>
      )}
    </EmptyState>
  );
}
