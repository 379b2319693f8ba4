import type { MessageView } from "@consola/shared";
import { Badge, Box, Group, Stack, Text } from "@mantine/core";
import { IconTemplate } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import { DeliveryTicks } from "./delivery-ticks";
import { FileChip } from "./file-chip";
import { LocationView } from "./location-view";
import classes from "./message-bubble.module.css";
import { MessageImage } from "./message-image";

type MessageBubbleProps = {
  message: MessageView;
  /** The agent's view puts the business on the right; the simulator (the contact's phone) mirrors it. */
  side: "left" | "right";
  author: string;
  showTicks?: boolean;
};

function MessageContent({ message }: { message: MessageView }) {
  const { t } = useTranslation();
  const text =
    message.type === "image" || message.type === "media"
      ? message.caption
      : // A location's body repeats its place name, already on the card.
        message.type === "location" &&
          [message.location?.name, message.location?.address].includes(message.body)
        ? ""
        : message.body;
  return (
    <Stack gap={6}>
      {message.type === "template" && (
        <Badge
          size="xs"
          variant="light"
          color="grape"
          tt="none"
          leftSection={<IconTemplate size={11} />}
          data-testid="template-mark"
        >
          {t("conversations.messages.template")}
          {message.template?.name ? ` · ${message.template.name}` : ""}
        </Badge>
      )}
      {message.type === "image" && message.media && (
        <MessageImage media={message.media} pending={message.mediaPending} />
      )}
      {message.type === "media" && message.media && (
        <FileChip media={message.media} pending={message.mediaPending} />
      )}
      {message.type === "location" && message.location && <LocationView location={message.location} />}
      {text && (
        <Text size="sm" className={classes.text}>
          {text}
        </Text>
      )}
    </Stack>
  );
}

export function MessageBubble({ message, side, author, showTicks = true }: MessageBubbleProps) {
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
      <Box
        className={classes.bubble}
        data-side={side}
        data-failed={failed || undefined}
        data-author={message.author}
      >
        <Text size="xs" fw={600} className={classes.author} truncate>
          {author}
        </Text>
        <MessageContent message={message} />
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
    </Box>
  );
}
