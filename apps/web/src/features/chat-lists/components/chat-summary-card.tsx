import { CHAT_MOOD_NAMES, type ChatSummary } from "@consola/shared";
import { Alert, Anchor, Avatar, Group, Paper, Stack, Title } from "@mantine/core";
import { IconBan } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CampaignBadge } from "../../../components/chats/campaign-badge";
import { ChannelBadge } from "../../../components/chats/channel-badge";
import { OutOfHoursBadge } from "../../../components/chats/out-of-hours-badge";
import { DetailList } from "../../../components/detail-list";
import { formatPhone, telHref } from "../../../lib/format/phone";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { BotStepBadge } from "./bot-step-badge";
import { ChatLabels } from "./chat-labels";
import { ChatStatusBadge } from "./chat-status-badge";
import { WindowTimeLeft } from "./window-time-left";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

type ChatSummaryCardProps = { chat: ChatSummary; actions: ReactNode };

/** Who the chat is with, where it stands and who has it (POST /api/chat/Summary). */
export function ChatSummaryCard({ chat, actions }: ChatSummaryCardProps) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const name = chat.contact.name || formatPhone(chat.phone);
  const ended = chat.status === "closed" || chat.status === "timed_out";

  const rows: [string, ReactNode][] = [
    [t("chatLists.detail.agent"), chat.agent?.name ?? t("chatLists.noAgent")],
    [t("chatLists.detail.area"), chat.area?.name ?? t("chatLists.noArea")],
    [t("chatLists.detail.started"), formatDateTime(chat.date)],
  ];
  if (chat.takenAt) rows.push([t("chatLists.detail.taken"), formatDateTime(chat.takenAt)]);
  rows.push([t("chatLists.detail.lastMessage"), formatDateTime(chat.lastMessageAt)]);
  if (chat.status === "active") {
    rows.push([
      t("chatLists.detail.window"),
      <WindowTimeLeft key="window" expiresAt={chat.windowExpiresAt} />,
    ]);
    rows.push([t("chatLists.detail.unread"), String(chat.unreadCount)]);
  }
  if (chat.mood) rows.push([t("chatLists.detail.mood"), CHAT_MOOD_NAMES[chat.mood]]);
  if (ended && chat.closedAt) rows.push([t("chatLists.detail.closed"), formatDateTime(chat.closedAt)]);
  if (chat.closingCategory) rows.push([t("chatLists.detail.category"), chat.closingCategory.name]);
  if (chat.closeComments) rows.push([t("chatLists.detail.comments"), chat.closeComments]);

  return (
    <Paper withBorder radius="lg" shadow="xs" p="lg" data-testid="chat-summary">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar color="brand" radius="xl" size="lg">
            {initials(name)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Title order={2} fz="lg" lineClamp={2}>
              {name}
            </Title>
            <Anchor href={telHref(chat.phone)} size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatPhone(chat.phone)}
            </Anchor>
          </Stack>
        </Group>
        <Group gap="xs">
          <ChatStatusBadge status={chat.status} endReason={chat.endReason} />
          <ChannelBadge channel={chat.channel} />
          {chat.status === "bot" && <BotStepBadge chat={chat} />}
          <OutOfHoursBadge chat={chat} />
          <CampaignBadge chat={chat} />
        </Group>
        <ChatLabels chat={chat} />
        {!chat.contact.optIn && (
          <Alert color="orange" variant="light" icon={<IconBan size={18} />} py="xs">
            {t("chatLists.detail.optedOut")}
          </Alert>
        )}
        <DetailList rows={rows} labelWidth={150} />
        {actions}
        <Anchor component={Link} to={`/contact?tok=${chat.contactId}`} size="sm">
          {t("chatLists.detail.contact")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
