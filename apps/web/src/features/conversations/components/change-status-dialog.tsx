import { type ChatSummary, MESSAGES } from "@consola/shared";
import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { errorMessage } from "../../../lib/api/error-message";
import { useChangeStatus } from "../hooks/use-chat-actions";
import { CommentsField } from "./comments-field";
import { isMood, MOOD_OPTIONS } from "./mood-select-data";

type ChangeStatusDialogProps = { chat: ChatSummary; opened: boolean; onClose: () => void };

/** Status change: a status and comments, both required (spec section 5). */
export function ChangeStatusDialog({ chat, opened, onClose }: ChangeStatusDialogProps) {
  const { t } = useTranslation();
  const change = useChangeStatus();
  const form = useForm({
    initialValues: { status: null as string | null, comments: "" },
    validate: {
      status: (value) => (isMood(value) ? null : MESSAGES.statusRequired),
      comments: (value) => (value.trim() ? null : MESSAGES.commentsRequired),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ status, comments }) => {
    if (!isMood(status)) return;
    change.mutate(
      { conversationId: chat.id, status, comments: comments.trim() },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: "teal", message });
          close();
        },
        onError: (error) => notifications.show({ color: "red", message: errorMessage(error) }),
      },
    );
  });
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={close}
      title={t("conversations.status.title")}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t("conversations.status.status")}
            placeholder={t("conversations.status.statusPlaceholder")}
            data={MOOD_OPTIONS}
            withAsterisk
            {...form.getInputProps("status")}
          />
          <CommentsField {...form.getInputProps("comments")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("conversations.status.cancel")}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t("conversations.status.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
