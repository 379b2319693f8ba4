import { BULK_COMMENTS_MAX_LENGTH, closeChatBodySchema } from "@consola/shared";
import { Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { BulkFormDialog, useBulkSubmit } from "../../../components/bulk/bulk-form-dialog";
import { ClosingCategorySelect } from "../../../components/chats/closing-category-select";
import { CommentsField } from "../../../components/chats/comments-field";
import { MoodSelect } from "../../../components/chats/mood-select";
import { isMood } from "../../../components/chats/mood-select-data";
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
  const form = useForm<CloseValues>({
    initialValues: { status: null, comments: "", category: null },
    validate,
  });
  const sending = useBulkSubmit(form.reset, onClose);
  const submit = form.onSubmit(({ status, comments, category }) => {
    if (!isMood(status) || !category) return;
    sending.send(onSubmit({ status, comments: comments.trim(), closingCategoryId: Number(category) }));
  });
  return (
    <BulkFormDialog
      opened={opened}
      title={t("chatLists.bulk.closeTitle", { count })}
      description={
        <Text size="sm" c="dimmed">
          {t("chatLists.bulk.closeDescription")}
        </Text>
      }
      serverError={sending.serverError}
      cancelLabel={t("chatLists.bulk.cancel")}
      submitLabel={t("chatLists.bulk.closeSubmit", { count })}
      busy={busy}
      color="red.9"
      onDismiss={sending.dismiss}
      onSubmit={submit}
    >
      <MoodSelect data-autofocus {...form.getInputProps("status")} />
      <ClosingCategorySelect enabled={opened} {...form.getInputProps("category")} />
      <CommentsField maxLength={BULK_COMMENTS_MAX_LENGTH} {...form.getInputProps("comments")} />
    </BulkFormDialog>
  );
}
