import { Alert, List } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

type RefusalAlertProps = { messages: readonly string[]; testId: string };

/** The server's reasons, announced as they appear: one as a sentence, several as a list. */
export function RefusalAlert({ messages, testId }: RefusalAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
