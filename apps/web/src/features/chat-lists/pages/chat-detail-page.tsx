import { findAppRoute, isBusinessManager } from "@consola/shared";
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  EmptyState,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconInfoCircle, IconMessageOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { detailHref, kindOfStatus, LIST_PATHS } from "../../../components/chats/chat-links";
import { ReferralBanner } from "../../../components/chats/referral-banner";
import { MessageList } from "../../../components/messages/message-list";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";
import { useChatTransfers } from "../../../data/chats/use-chat-transfers";
import { useMessages } from "../../../data/chats/use-messages";
import { useSession } from "../../../lib/session/use-session";
import { ChatDetailActions } from "../components/chat-detail-actions";
import { ChatDialogs } from "../components/chat-dialogs";
import { ChatSummaryCard } from "../components/chat-summary-card";
import { ChatSurveyPanel } from "../components/chat-survey-panel";
import { useChatDetail } from "../hooks/use-chat-detail";
import { useChatDialogs } from "../hooks/use-chat-dialogs";

/** A chat of one of the lists (query ci/st/chat): its summary, its messages and the manager's actions. */
export function ChatDetailPage({ kind }: { kind: ChatListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, role } = useSession();
  const detail = useChatDetail();
  const listPath = LIST_PATHS[kind];
  const listTitle = findAppRoute(listPath)?.title ?? "";
  const dialogs = useChatDialogs({
    // A taken, assigned or transferred chat is followed to where it now lives.
    onMoved: (summary) => navigate(detailHref(kindOfStatus(summary.status), summary), { replace: true }),
    onDeleted: () => navigate(listPath),
  });
  const target = detail.conversationId ? { conversationId: detail.conversationId } : {};
  const history = useMessages(target);
  const transfers = useChatTransfers(target);
  const chat = detail.summary.data;

  const back = (
    <Anchor component={Link} to={listPath} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t("chatLists.detail.back", { list: listTitle })}
      </Group>
    </Anchor>
  );

  if (detail.missing || detail.notFound) {
    return (
      <Stack gap="lg" maw={1500}>
        {back}
        <Paper withBorder radius="lg" p="xl">
          <EmptyState
            withIndicatorBackground
            icon={<IconMessageOff size={26} />}
            title={detail.missing ? t("chatLists.detail.missing") : t("chatLists.detail.notFound")}
            description={
              detail.missing ? t("chatLists.detail.missingHint") : t("chatLists.detail.notFoundHint")
            }
          >
            <Button component={Link} to={listPath} variant="light" mt="md">
              {t("chatLists.detail.back", { list: listTitle })}
            </Button>
          </EmptyState>
        </Paper>
      </Stack>
    );
  }

  if (!chat) {
    return (
      <Stack gap="lg">
        {back}
        <Center mih={240}>
          <Loader />
        </Center>
      </Stack>
    );
  }

  const currentKind = kindOfStatus(chat.status);
  // Surveys go out after a close or a time-out (never after a deletion), and only managers may read them.
  const showSurvey =
    (chat.endReason === "closed" || chat.endReason === "timed_out") &&
    role !== null &&
    isBusinessManager(role);
  return (
    <Stack gap="lg" maw={1500}>
      {back}
      {currentKind !== kind && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {t("chatLists.detail.otherStatus", { status: t(`chatLists.statusNames.${chat.status}`) })}
            </Text>
            <Button size="xs" variant="light" component={Link} to={detailHref(currentKind, chat)} replace>
              {t("chatLists.detail.openInList", { list: findAppRoute(LIST_PATHS[currentKind])?.title ?? "" })}
            </Button>
          </Group>
        </Alert>
      )}
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
          <Stack gap="lg">
            <ChatSummaryCard
              chat={chat}
              actions={
                <ChatDetailActions
                  chat={chat}
                  userId={profile?.userId ?? null}
                  taking={dialogs.takingId === chat.id}
                  onTake={() => void dialogs.take(chat)}
                  onAssign={() => dialogs.assigning.open(chat)}
                  onTransfer={() => dialogs.transferring.open(chat)}
                  onDelete={() => dialogs.deleting.open(chat)}
                />
              }
            />
            {showSurvey && <ChatSurveyPanel conversationId={chat.id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
          <Paper withBorder radius="lg" shadow="xs" style={{ overflow: "hidden" }}>
            <Box px="md" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
              <Title order={2} fz="md" fw={650}>
                {t("chatLists.detail.messages")}
              </Title>
            </Box>
            <Box h="calc(100dvh - 260px)" mih={420} display="flex" style={{ flexDirection: "column" }}>
              {chat.referral && <ReferralBanner referral={chat.referral} />}
              <MessageList history={history} transfers={transfers.data} />
            </Box>
          </Paper>
        </Grid.Col>
      </Grid>
      <ChatDialogs dialogs={dialogs} />
    </Stack>
  );
}
