import { CONVERSATION_STATUS_NAMES, type ConversationStatus } from "@consola/shared";
import { Badge, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { ResultRow } from "./result-row";

type ChatResultRowProps = {
  to: string;
  title: string;
  status: ConversationStatus;
  /** When it happened: the chat's last message, or the message found. */
  at: string;
  children: ReactNode;
};

/** A result inside a chat (the chat itself or one of its messages), with the chat's status and its time. */
export function ChatResultRow({ to, title, status, at, children }: ChatResultRowProps) {
  const { formatDateTime } = useBusinessClock();
  return (
    <ResultRow
      to={to}
      title={title}
      aside={
        <>
          <Badge variant="light" radius="sm">
            {CONVERSATION_STATUS_NAMES[status]}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(at)}
          </Text>
        </>
      }
    >
      {children}
    </ResultRow>
  );
}
