import { EmptyState } from "@mantine/core";
import { IconFilterOff, IconMessages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";

/** Nothing to show: either the list is really empty, or the filters leave nothing. */
export function ChatListEmpty({ kind, filtered }: { kind: ChatListKind; filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      withIndicatorBackground
      icon={filtered ? <IconFilterOff size={26} /> : <IconMessages size={26} />}
      title={filtered ? t("chatLists.empty.filtered") : t(`chatLists.empty.${kind}`)}
      description={filtered ? t("chatLists.empty.filteredHint") : t(`chatLists.empty.${kind}Hint`)}
      py={56}
      data-testid="chat-list-empty"
    />
  );
}
