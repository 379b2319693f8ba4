import type { MessageView } from "@consola/shared";
import { Box, Group, Text } from "@mantine/core";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import { DeliveryTicks } from "./delivery-ticks";
import classes from "./message-bubble.module.css";
import { MessageContent } from "./message-content";
import { ReactionBadge } from "./reaction-badge";

type MessageBubbleProps = {
  message: MessageView;
  /** The agent's view puts the business on the right; the simulator (the contact's phone) mirrors it. */
  side: "left" | "right";
  author: string;
  showTicks?: boolean;
  /** Offer to save shared contact cards as contacts (the agent's views; not the contact's phone). */
  offerContactSave?: boolean;
};

export function MessageBubble({
  message,
  side,
  author,
  showTicks = true,
  offerContactSave = true,
}: MessageBubbleProps) {
  const { formatDateTime } = useBusinessClock();
  const failed = message.status === "failed";
  return (
    <Box
      className={classes.row}
      data-side={side}
      data-testid="message"
      data-direction={message.direction}
      data-message-id={message.id}
    >
      <div className={classes.column}>
        <Box
          className={classes.bubble}
          data-side={side}
          data-failed={failed || undefined}
          data-author={message.author}
          data-kind={message.type === "unreadable" ? "unreadable" : undefined}
        >
          <Text size="xs" fw={600} className={classes.author} truncate>
            {author}
          </Text>
          <MessageContent message={message} offerSave={offerContactSave} />
          <Group gap={4} justify="flex-end" mt={2} wrap="nowrap">
            <Text size="xs" c="dimmed" title={formatDateTime(message.createdAt)}>
              {formatDateTime(message.createdAt, "HH:mm")}
            </Text>
            {showTicks && message.direction === "out" && (
              <DeliveryTicks status={message.status} error={message.error} />
            )}
          </Group>
          {failed && message.error && (
            <Text size="xs" c="red" mt={2}>
              {message.error}
            </Text>
          )}
        </Box>
        {message.reaction && <ReactionBadge emoji={message.reaction} />}
      </div>
    </Box>
  );
}
