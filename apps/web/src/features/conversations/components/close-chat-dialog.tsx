import { type ChatSummary, closeChatBodySchema } from "@consola/shared";
import { Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { ClosingCategorySelect } from "../../../components/chats/closing-category-select";
import { CommentsField } from "../../../components/chats/comments-field";
import { MoodSelect } from "../../../components/chats/mood-select";
import { isMood } from "../../../components/chats/mood-select-data";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { toast } from "../../../lib/notify/toast";
import { useCloseChat } from "../hooks/use-chat-actions";

type CloseChatDialogProps = {
  chat: ChatSummary;
  opened: boolean;
  onClose: () => void;
  /** Said before the call: the hub's Dessign for this chat may arrive before the answer. */
  onClosing: () => void;
  onClosed: () => void;
};

type CloseValues = { status: string | null; comments: string; category: string | null };

/** CloseChat's body: the chat, its status, the comments and the closing category's id. */
const closeBody = (chat: ChatSummary, { status, comments, category }: CloseValues) => ({
  conversationId: chat.id,
  status,
  comments: comments.trim(),
  closingCategoryId: category ?? undefined,
});

/** Close now: status, comments and a closing category, all required (spec sections 4 and 5). */
export function CloseChatDialog({ chat, opened, onClose, onClosing, onClosed }: CloseChatDialogProps) {
  const { t } = useTranslation();
  const closeChat = useCloseChat();
  const form = useForm<CloseValues>({
    initialValues: { status: null, comments: "", category: null },
    validate: schemaResolver(closeChatBodySchema, {
      body: (values: CloseValues) => closeBody(chat, values),
      fields: { closingCategoryId: "category" },
    }),
  });
  const dismiss = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ status, comments, category }) => {
    if (!isMood(status) || !category) return;
    onClosing();
    closeChat.mutate(
      { conversationId: chat.id, status, comments: comments.trim(), closingCategoryId: Number(category) },
      {
        onSuccess: () => {
          onClose();
          onClosed();
        },
        onError: (error) => toast.failed(error),
      },
    );
  });
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={dismiss}
      title={t("conversations.close.title")}
      centered
      // The chat it closed is gone: the workspace puts the focus on the list (focusWhenShown), and handing it
      // back to the menu of the closed chat would take it from there.
      returnFocus={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t("conversations.close.description")}
          </Text>
          {/* The first field, not the title bar's close button, takes the focus. */}
          <MoodSelect data-autofocus {...form.getInputProps("status")} />
          <ClosingCategorySelect enabled={opened} {...form.getInputProps("category")} />
          <CommentsField {...form.getInputProps("comments")} />
          <FormActions
            cancelLabel={t("conversations.status.cancel")}
            onCancel={dismiss}
            submitLabel={t("conversations.close.submit")}
            busy={closeChat.isPending}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
