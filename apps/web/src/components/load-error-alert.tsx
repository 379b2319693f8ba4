import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api/error-message";

type LoadErrorAlertProps = {
  title: string;
  error: unknown;
  /** Offered only where a second try can help (a list the user is looking at, not a missing record). */
  onRetry?: () => void;
};

/** A list or page that could not load says why inside its own frame, so the rest of the screen stays usable. */
export function LoadErrorAlert({ title, error, onRetry }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert m="md" color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      {onRetry ? (
        <Group justify="space-between">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        </Group>
      ) : (
        errorMessage(error)
      )}
    </Alert>
  );
}
