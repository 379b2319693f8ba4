import type { ChatSummary } from "@consola/shared";
import { Anchor, Badge, Box, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { RowSelection } from "../../../components/bulk/use-row-selection";
import { CampaignBadge } from "../../../components/chats/campaign-badge";
import { ChannelBadge } from "../../../components/chats/channel-badge";
import { cutPreview, detailHref } from "../../../components/chats/chat-links";
import { OutOfHoursBadge } from "../../../components/chats/out-of-hours-badge";
import { LabelChips } from "../../../components/labels/label-chips";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";
import { labelQueries } from "../../../data/labels/queries";
import { formatPhone } from "../../../lib/format/phone";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { BotStepBadge } from "./bot-step-badge";
import { ChatStatusBadge } from "./chat-status-badge";
import classes from "./chat-table.module.css";
import { WindowTimeLeft } from "./window-time-left";

type Column =
  | "contact"
  | "agent"
  | "bot"
  | "date"
  | "status"
  | "category"
  | "lastMessage"
  | "unread"
  | "window";

// The phone sits under the contact's name and the area under the agent: every column fits a laptop.
const COLUMNS: Record<ChatListKind, Column[]> = {
  pending: ["contact", "date", "lastMessage", "unread"],
  active: ["contact", "agent", "date", "lastMessage", "unread", "window"],
  bot: ["contact", "bot", "date", "lastMessage", "unread"],
  ended: ["contact", "agent", "status", "date", "category", "lastMessage"],
};

const CELL_CLASSES: Partial<Record<Column, string>> = {
  contact: classes.contactCell,
  lastMessage: classes.previewCell,
  status: classes.statusCell,
  unread: classes.head,
  window: classes.head,
};

type ChatTableProps = {
  kind: ChatListKind;
  chats: ChatSummary[];
  /** The contact the page was opened for (query ci): its row stands out and scrolls into view. */
  highlightContactId: number | null;
  renderActions: (chat: ChatSummary) => ReactNode;
  /** Given, each row gets a checkbox and the header one for the whole page (bulk actions). */
  selection?: RowSelection<number> | undefined;
};

function DateCell({ value }: { value: string }) {
  const { formatDateTime } = useBusinessClock();
  return (
    <Stack gap={0} align="flex-start">
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {formatDateTime(value, "YYYY-MM-DD")}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(value, "HH:mm:ss")}
      </Text>
    </Stack>
  );
}

/** The moment each list is about: arrival in the queues, last activity when active, closing when ended. */
function dateOf(kind: ChatListKind, chat: ChatSummary): string {
  if (kind === "ended") return chat.closedAt ?? chat.lastMessageAt;
  return kind === "active" ? chat.lastMessageAt : chat.date;
}

/** A chat list as a table; a row opens the chat's detail (the contact's name is its keyboard link). */
export function ChatTable({ kind, chats, highlightContactId, renderActions, selection }: ChatTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const highlighted = useRef<HTMLTableRowElement>(null);
  const columns = COLUMNS[kind];
  const labels = useQuery(labelQueries.list(null)).data;

  useEffect(() => {
    if (highlightContactId !== null) highlighted.current?.scrollIntoView({ block: "center" });
  }, [highlightContactId]);

  const dateHeader = kind === "ended" ? "closedAt" : kind === "active" ? "lastActivity" : "received";
  const headers: Record<Column, string> = {
    contact: t("chatLists.columns.contact"),
    agent: t("chatLists.columns.agentArea"),
    bot: t("chatLists.columns.botArea"),
    date: t(`chatLists.columns.${dateHeader}`),
    status: t("chatLists.columns.status"),
    category: t("chatLists.columns.category"),
    lastMessage: t("chatLists.columns.lastMessage"),
    unread: t("chatLists.columns.unread"),
    window: t("chatLists.columns.window"),
  };

  const cell = (column: Column, chat: ChatSummary): ReactNode => {
    switch (column) {
      case "contact":
        return (
          <Stack gap={2} align="flex-start">
            <Anchor
              component={Link}
              to={detailHref(kind, chat)}
              fw={600}
              size="sm"
              c="var(--consola-title)"
              lineClamp={2}
              onClick={(event) => event.stopPropagation()}
            >
              {chat.contact.name || formatPhone(chat.phone)}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="chat-phone">
                {formatPhone(chat.phone)}
              </Text>
              <ChannelBadge channel={chat.channel} />
            </Group>
            {/* How the chat came in stays with it in every list, after it is taken and after it ends. */}
            <OutOfHoursBadge chat={chat} />
            <CampaignBadge chat={chat} />
            {chat.labelIds.length > 0 && (
              <Box className={classes.labels}>
                <LabelChips ids={chat.labelIds} labels={labels} />
              </Box>
            )}
          </Stack>
        );
      case "agent":
        return (
          <Stack gap={2}>
            <Text size="sm" c={chat.agent ? undefined : "dimmed"} style={{ whiteSpace: "nowrap" }}>
              {chat.agent?.name ?? t("chatLists.noAgent")}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {chat.area?.name ?? t("chatLists.noArea")}
            </Text>
          </Stack>
        );
      case "bot":
        // The bot holding the chat over the area it is headed for: one column, so every column fits a laptop.
        return (
          <Stack gap={4} align="flex-start">
            <BotStepBadge chat={chat} />
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {chat.area?.name ?? t("chatLists.noArea")}
            </Text>
          </Stack>
        );
      case "date":
        return <DateCell value={dateOf(kind, chat)} />;
      case "status":
        return <ChatStatusBadge status={chat.status} endReason={chat.endReason} />;
      case "category":
        return <Text size="sm">{chat.closingCategory?.name ?? "—"}</Text>;
      case "lastMessage":
        return (
          <Text size="sm" c="dark.4" lineClamp={2} className={classes.preview} title={chat.lastMessage}>
            {cutPreview(chat.lastMessage)}
          </Text>
        );
      case "unread":
        return chat.unreadCount > 0 ? (
          <Badge
            color="red"
            circle={chat.unreadCount < 10}
            aria-label={t("chatLists.unreadCount", { count: chat.unreadCount })}
          >
            {chat.unreadCount}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        );
      case "window":
        return <WindowTimeLeft expiresAt={chat.windowExpiresAt} />;
    }
  };

  return (
    <Table.ScrollContainer minWidth={kind === "pending" || kind === "bot" ? 820 : 940}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        // The checkbox column's width comes out of the others' padding: the ended list still fits at 1366 px.
        horizontalSpacing={selection ? "xs" : "sm"}
        stickyHeader
        className={classes.table}
        data-selectable={selection ? true : undefined}
        data-testid="chat-table"
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th className={classes.checkCell}>
                <Checkbox aria-label={t("bulk.selection.selectPage")} {...selection.pageProps()} />
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th
                key={column}
                className={
                  column === "contact"
                    ? classes.contactCell
                    : `${classes.head}${column === "date" ? ` ${classes.dateHead}` : ""}`
                }
              >
                {headers[column]}
              </Table.Th>
            ))}
            <Table.Th ta="right" className={classes.head}>
              {t("chatLists.columns.actions")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chats.map((chat) => {
            const isHighlighted = chat.contactId === highlightContactId;
            return (
              <Table.Tr
                key={chat.id}
                ref={isHighlighted ? highlighted : undefined}
                className={classes.row}
                data-highlighted={isHighlighted || undefined}
                data-testid="chat-row"
                data-selected={selection?.isSelected(chat.id) || undefined}
                onClick={() => navigate(detailHref(kind, chat))}
              >
                {selection && (
                  // The cell, not only the box, takes the click: a near miss must not open the chat.
                  <Table.Td className={classes.checkCell} onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={t("bulk.selection.selectRow", {
                        name: chat.contact.name || formatPhone(chat.phone),
                      })}
                      data-testid="chat-select"
                      {...selection.rowProps(chat.id)}
                    />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column} className={CELL_CLASSES[column]}>
                    {cell(column, chat)}
                  </Table.Td>
                ))}
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {renderActions(chat)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
