import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

type FormErrorProps = {
  /** The text to announce; nothing is rendered while there is none. */
  message: string | null | undefined;
  "data-testid"?: string;
};

/** Why the last submit failed, announced to screen readers as soon as it appears. */
export function FormError({ message, "data-testid": testId }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
