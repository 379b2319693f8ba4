import type { ChatTransfer, MessageView } from "@consola/shared";
import { Box, Button, Center, Divider, Loader, Text } from "@mantine/core";
import { Fragment, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import { MessageBubble } from "./message-bubble";
import classes from "./message-list.module.css";
import { SystemLine } from "./system-line";
import { timelineOf } from "./timeline";
import { TransferLine } from "./transfer-line";

/** What the list needs of a paged history (the workspace's and the simulator's alike). */
export type HistoryView = {
  messages: MessageView[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type MessageListProps = {
  history: HistoryView;
  /** Who wrote it, as the reader sees it; defaults to the agent's view. */
  authorOf?: (message: MessageView) => string;
  sideOf?: (message: MessageView) => "left" | "right";
  showTicks?: boolean;
  /** Offer to save shared contact cards as contacts: the agent's views do, the contact's phone does not. */
  offerContactSave?: boolean;
  /** The chat's transfers, shown where they happened (the agent's views; the contact never saw them). */
  transfers?: readonly ChatTransfer[];
};

/**
 * A reaction is shown on the message it reacts to (the server sends that message again with its emoji), so
 * its own row is never a bubble, even if one arrives in a page or through NewMessage.
 */
const isShown = (message: MessageView) => message.type !== "reaction";

const NEAR_BOTTOM_PX = 120;

/** The agent's view: the contact on the left, the business (agents, bots) on the right. */
function useAgentView() {
  const { t } = useTranslation();
  return {
    authorOf: (message: MessageView) =>
      message.author === "contact"
        ? t("conversations.messages.author.contact")
        : message.author === "agent"
          ? (message.agent?.name ?? t("conversations.messages.author.agent"))
          : t(`conversations.messages.author.${message.author}`),
    sideOf: (message: MessageView): "left" | "right" => (message.direction === "in" ? "left" : "right"),
  };
}

/** History oldest first; scrolling to the top loads older pages without losing the reader's place. */
export function MessageList({
  history,
  authorOf,
  sideOf,
  showTicks = true,
  offerContactSave = true,
  transfers = [],
}: MessageListProps) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const agentView = useAgentView();
  const author = authorOf ?? agentView.authorOf;
  const side = sideOf ?? agentView.sideOf;
  const scrollRef = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const stickToBottom = useRef(true);
  const messages = history.messages.filter(isShown);
  const timeline = timelineOf(messages, transfers, history.hasNextPage);
  const firstId = messages[0]?.id;
  const lastKey = timeline.at(-1)?.key;

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBeforeOlder.current = scrollRef.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  // Older messages were put above: keep the same message under the reader's eyes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || heightBeforeOlder.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [firstId]);

  // A new line at the end: follow it if the reader was at the bottom (or it is their own message).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest line changes
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const last = timeline.at(-1);
    const own = last?.kind === "message" && last.message.direction === "out";
    if (stickToBottom.current || own) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < 80) loadOlder();
  };

  let previousDay = "";
  return (
    <Box
      ref={scrollRef}
      className={classes.scroller}
      onScroll={onScroll}
      data-testid="message-list"
      aria-live="polite"
      // The history scrolls: keyboard users reach it to scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-label={t("conversations.messages.history")}
    >
      {history.isPending ? (
        <Center h="100%">
          <Loader size="sm" />
        </Center>
      ) : history.isError ? (
        <Center h="100%">
          <Text c="red" size="sm">
            {t("conversations.messages.loadError")}
          </Text>
        </Center>
      ) : (
        <>
          <Center py="xs">
            {history.hasNextPage ? (
              <Button variant="subtle" size="xs" onClick={loadOlder} loading={history.isFetchingNextPage}>
                {t("conversations.messages.loadOlder")}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {messages.length === 0
                  ? t("conversations.messages.empty")
                  : t("conversations.messages.start")}
              </Text>
            )}
          </Center>
          {timeline.map((entry) => {
            const day = formatDateTime(entry.at, "YYYY-MM-DD");
            const divider = day !== previousDay;
            previousDay = day;
            return (
              <Fragment key={entry.key}>
                {divider && (
                  <Divider
                    my="sm"
                    label={formatDateTime(entry.at, "dddd D [de] MMMM YYYY")}
                    labelPosition="center"
                  />
                )}
                {entry.kind === "transfer" ? (
                  <TransferLine transfer={entry.transfer} />
                ) : entry.message.type === "system" ? (
                  <SystemLine message={entry.message} />
                ) : (
                  <MessageBubble
                    message={entry.message}
                    side={side(entry.message)}
                    author={author(entry.message)}
                    showTicks={showTicks}
                    offerContactSave={offerContactSave}
                  />
                )}
              </Fragment>
            );
          })}
        </>
      )}
    </Box>
  );
}
