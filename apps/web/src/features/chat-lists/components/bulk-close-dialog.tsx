import { BULK_COMMENTS_MAX_LENGTH, closeChatBodySchema } from "@consola/shared";
import { Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ClosingCategorySelect } from "../../../components/chats/closing-category-select";
import { CommentsField } from "../../../components/chats/comments-field";
import { MoodSelect } from "../../../components/chats/mood-select";
import { isMood } from "../../../components/chats/mood-select-data";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { errorMessage } from "../../../lib/api/error-message";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import type { BulkCloseInput } from "../hooks/use-bulk-chats";

type BulkCloseDialogProps = {
  opened: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (input: BulkCloseInput) => Promise<unknown>;
};

type CloseValues = { status: string | null; comments: string; category: string | null };

/** Each chat closes as one closed by hand would: CloseChat's rules give the fields their messages. */
const validate = schemaResolver<CloseValues>(closeChatBodySchema, {
  body: ({ status, comments, category }) => ({
    conversationId: 1,
    status,
    comments: comments.trim(),
    closingCategoryId: category ?? undefined,
  }),
  fields: { closingCategoryId: "category", conversationId: null },
});

/** Close the selected chats at once: one status, closing category and comments for all of them. */
export function BulkCloseDialog({ opened, count, busy, onClose, onSubmit }: BulkCloseDialogProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CloseValues>({
    initialValues: { status: null, comments: "", category: null },
    validate,
  });
  const dismiss = () => {
    form.reset();
    setServerError(null);
    onClose();
  };
  const submit = form.onSubmit(({ status, comments, category }) => {
    if (!isMood(status) || !category) return;
    setServerError(null);
    onSubmit({ status, comments: comments.trim(), closingCategoryId: Number(category) }).then(
      () => form.reset(),
      (error: unknown) => setServerError(errorMessage(error)),
    );
  });
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={dismiss}
      title={t("chatLists.bulk.closeTitle", { count })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t("chatLists.bulk.closeDescription")}
          </Text>
          <MoodSelect data-autofocus {...form.getInputProps("status")} />
          <ClosingCategorySelect enabled={opened} {...form.getInputProps("category")} />
          <CommentsField maxLength={BULK_COMMENTS_MAX_LENGTH} {...form.getInputProps("comments")} />
          <FormError message={serverError} />
          <FormActions
            cancelLabel={t("chatLists.bulk.cancel")}
            onCancel={dismiss}
            submitLabel={t("chatLists.bulk.closeSubmit", { count })}
            busy={busy}
            color="red.9"
          />
        </Stack>
      </form>
    </Modal>
  );
}
