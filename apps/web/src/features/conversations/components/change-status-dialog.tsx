import { type ChatSummary, changeStatusBodySchema } from "@consola/shared";
import { Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { CommentsField } from "../../../components/chats/comments-field";
import { MoodSelect } from "../../../components/chats/mood-select";
import { isMood } from "../../../components/chats/mood-select-data";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { toast } from "../../../lib/notify/toast";
import { useChangeStatus } from "../hooks/use-chat-actions";

type ChangeStatusDialogProps = { chat: ChatSummary; opened: boolean; onClose: () => void };

type StatusValues = { status: string | null; comments: string };

/** ChangeStatus's body: the chat, the status chosen and the comments. */
const statusBody = (chat: ChatSummary, { status, comments }: StatusValues) => ({
  conversationId: chat.id,
  status,
  comments: comments.trim(),
});

/** Status change: a status and comments, both required (spec section 5). */
export function ChangeStatusDialog({ chat, opened, onClose }: ChangeStatusDialogProps) {
  const { t } = useTranslation();
  const change = useChangeStatus();
  const form = useForm<StatusValues>({
    initialValues: { status: null, comments: "" },
    validate: schemaResolver(changeStatusBodySchema, {
      body: (values: StatusValues) => statusBody(chat, values),
    }),
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
          toast.done(message);
          close();
        },
        onError: (error) => toast.failed(error),
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
          <MoodSelect data-autofocus {...form.getInputProps("status")} />
          <CommentsField {...form.getInputProps("comments")} />
          <FormActions
            cancelLabel={t("conversations.status.cancel")}
            onCancel={close}
            submitLabel={t("conversations.status.save")}
            busy={change.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
