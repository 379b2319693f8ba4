import type { MessageView } from "@consola/shared";
import { Center, Text } from "@mantine/core";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import classes from "./message-list.module.css";

/** Something that happened to the chat, not something someone said (a number change): a centred line. */
export function SystemLine({ message }: { message: MessageView }) {
  const { formatDateTime } = useBusinessClock();
  return (
    <Center my="xs" data-testid="system-line" data-message-id={message.id}>
      <Text size="xs" c="dimmed" ta="center" className={classes.systemLine}>
        {message.body}{" "}
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
          · {formatDateTime(message.createdAt, "HH:mm")}
        </time>
      </Text>
    </Center>
  );
}
