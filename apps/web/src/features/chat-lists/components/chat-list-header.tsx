import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageToolbar, RefreshButton } from "../../../components/page-toolbar";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";

type ChatListHeaderProps = {
  kind: ChatListKind;
  total: number | null;
  /** The server stopped counting at `total` (LIST_COUNT_CAP): there are more. */
  capped?: boolean;
  fetching: boolean;
  onRefresh: () => void;
};

/** What the list is for, how many chats it holds, and a manual refresh for the impatient. */
export function ChatListHeader({ kind, total, capped = false, fetching, onRefresh }: ChatListHeaderProps) {
  const { t } = useTranslation();
  return (
    <PageToolbar subtitle={t(`chatLists.subtitle.${kind}`)}>
      {total !== null && (
        <Badge size="lg" variant="light" radius="sm" data-testid="chat-count" style={{ flexShrink: 0 }}>
          {capped
            ? t("chatLists.countCapped", { total: total.toLocaleString("es-MX") })
            : t("chatLists.count", { count: total })}
        </Badge>
      )}
      <RefreshButton label={t("chatLists.refresh")} fetching={fetching} onRefresh={onRefresh} />
    </PageToolbar>
  );
}
