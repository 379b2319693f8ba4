import type { ChatSummary } from "@consola/shared";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message";

type DeleteChatDialogProps = {
  chat: ChatSummary | null;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
};

/** Deleting a chat cannot be undone, so it is asked for once more. */
export function DeleteChatDialog({ chat, onClose, onConfirm }: DeleteChatDialogProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const opened = chat !== null;

  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);

  const confirm = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={650}>{t("chatLists.remove.title")}</Text>}
      centered
    >
      <Stack gap="md">
        <Text fw={500}>
          {t("chatLists.remove.question", { name: chat?.contact.name || chat?.phone || "" })}
        </Text>
        <Text size="sm" c="dimmed">
          {t("chatLists.remove.explanation")}
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("chatLists.remove.cancel")}
          </Button>
          <Button color="red" leftSection={<IconTrash size={16} />} loading={submitting} onClick={confirm}>
            {t("chatLists.remove.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
