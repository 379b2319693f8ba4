import { isBusinessManager } from "@consola/shared";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BulkSelection, matchingTexts } from "../../../components/bulk/bulk-selection";
import { LIST_PATHS } from "../../../components/chats/chat-links";
import { ListFooter } from "../../../components/list-footer";
import { ListSection } from "../../../components/lists/list-section";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";
import { useChatList } from "../../../data/chats/use-chat-list";
import { useSession } from "../../../lib/session/use-session";
import { BulkChatDialogs } from "../components/bulk-chat-dialogs";
import { BulkChatsToolbar } from "../components/bulk-chats-toolbar";
import { ChatDialogs } from "../components/chat-dialogs";
import { ChatListEmpty } from "../components/chat-list-empty";
import { ChatListFilters } from "../components/chat-list-filters";
import { ChatListHeader } from "../components/chat-list-header";
import { ChatRowActions } from "../components/chat-row-actions";
import { ChatTable } from "../components/chat-table";
import { useBulkChats } from "../hooks/use-bulk-chats";
import { useChatDialogs } from "../hooks/use-chat-dialogs";
import { toListQuery } from "../hooks/use-chat-list";
import { CHAT_PAGE_SIZE, useListParams } from "../hooks/use-list-params";
import { ActivePendingBlock } from "./active-pending-block";

/** One of the four chat lists of spec section 2: filters, a table, paging and the row actions. */
export function ChatListPage({ kind }: { kind: ChatListKind }) {
  const { t } = useTranslation();
  const { params, update, clearFilters, filtered } = useListParams();
  const query = toListQuery(kind, params);
  const list = useChatList(kind, query);
  const dialogs = useChatDialogs();
  const { role } = useSession();
  // Only the business's managers run bulk actions (StartBulkAction refuses agents).
  const withBulk = role !== null && isBusinessManager(role);

  const chats = list.data?.items ?? [];
  const pageIds = useMemo(() => (list.data?.items ?? []).map((chat) => chat.id), [list.data]);
  const matching = useMemo(
    () => ({
      list: kind,
      agentName: query.agentName,
      contactNumber: query.contactNumber,
      labelIds: query.labelIds,
      labelMatch: query.labelMatch,
      campaignId: query.campaignId,
      closingDay: query.closingDay,
      status: query.status,
    }),
    [
      kind,
      query.agentName,
      query.contactNumber,
      query.labelIds,
      query.labelMatch,
      query.campaignId,
      query.closingDay,
      query.status,
    ],
  );
  const bulk = useBulkChats({ pageIds, matchingTotal: list.data?.total, matching });
  const { clear } = bulk.selection;
  // Other filters show other chats: a selection made under the previous ones would act out of sight.
  const filterKey = JSON.stringify({ ...query, skip: 0 });
  useEffect(() => {
    if (filterKey) clear();
  }, [filterKey, clear]);
  const total = list.data?.total ?? 0;
  const capped = list.data?.totalCapped ?? false;
  const bulkTexts = matchingTexts(t, "chatLists.bulk", total, capped);
  const highlightMissing =
    params.ci !== null && list.isSuccess && !chats.some((chat) => chat.contactId === params.ci);

  return (
    <Stack gap="lg" maw={1500}>
      <ChatListHeader
        kind={kind}
        total={list.data ? total : null}
        capped={capped}
        fetching={list.isFetching}
        onRefresh={() => void list.refetch()}
      />
      {kind === "active" && <ActivePendingBlock dialogs={dialogs} />}
      {highlightMissing && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t("chatLists.highlightedElsewhere")}</Text>
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`${LIST_PATHS[kind]}/detail?ci=${params.ci}${params.st ? `&st=${encodeURIComponent(params.st)}` : ""}`}
            >
              {t("chatLists.openHighlighted")}
            </Button>
          </Group>
        </Alert>
      )}
      <ListSection
        header={
          <Stack p="md" gap="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
            <ChatListFilters
              kind={kind}
              params={params}
              filtered={filtered}
              onChange={update}
              onClear={clearFilters}
            />
            {withBulk && (
              <BulkSelection
                selection={bulk.selection}
                pageCount={bulk.pageCount}
                total={total}
                texts={bulkTexts}
              >
                <BulkChatsToolbar bulk={bulk} kind={kind} />
              </BulkSelection>
            )}
          </Stack>
        }
        list={list}
        loadErrorTitle={t("chatLists.loadError")}
        empty={
          chats.length === 0 && (
            <ChatListEmpty kind={kind} filtered={filtered} onClearFilters={clearFilters} />
          )
        }
        footer={
          list.isSuccess &&
          total > 0 && (
            <ListFooter
              page={params.page}
              pageSize={CHAT_PAGE_SIZE}
              total={total}
              capped={capped}
              onPage={(page) => update({ page: String(page) })}
            />
          )
        }
      >
        <ChatTable
          kind={kind}
          chats={chats}
          highlightContactId={params.ci}
          selection={withBulk ? bulk.selection : undefined}
          renderActions={(chat) => (
            <ChatRowActions
              kind={kind}
              chat={chat}
              taking={dialogs.takingId === chat.id}
              onTake={(target) => void dialogs.take(target)}
              onAssign={dialogs.assigning.open}
              onTransfer={dialogs.transferring.open}
              onDelete={dialogs.deleting.open}
            />
          )}
        />
      </ListSection>
      <ChatDialogs dialogs={dialogs} />
      {withBulk && <BulkChatDialogs bulk={bulk} kind={kind} />}
    </Stack>
  );
}
