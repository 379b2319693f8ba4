import { type ChatSummary, reassignBodySchema } from "@consola/shared";
import { Modal, Select, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { useTransferCandidates } from "../../../data/chats";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { toast } from "../../../lib/notify/toast";
import { useSession } from "../../../lib/session/use-session";
import { useTransferChat } from "../hooks/use-chat-actions";

type TransferDialogProps = {
  chat: ChatSummary;
  opened: boolean;
  onClose: () => void;
  onTransferring: () => void;
  onTransferred: () => void;
};

type TransferValues = { agent: string | null; comments: string };

/** ReassignChat's body: the chat, the person chosen and, when written, why. */
const transferBody = (chat: ChatSummary, { agent, comments }: TransferValues) => ({
  conversationId: chat.id,
  agentId: agent ?? undefined,
  ...(comments.trim() ? { comments: comments.trim() } : {}),
});

/** Managers hand an active chat to someone else; the assign control requires an option (spec section 5). */
export function TransferDialog({
  chat,
  opened,
  onClose,
  onTransferring,
  onTransferred,
}: TransferDialogProps) {
  const { t } = useTranslation();
  const me = useSession().profile?.userId;
  const candidates = useTransferCandidates(opened);
  const transfer = useTransferChat();
  const form = useForm<TransferValues>({
    initialValues: { agent: null, comments: "" },
    validate: schemaResolver(reassignBodySchema, {
      body: (values: TransferValues) => transferBody(chat, values),
      fields: { agentId: "agent" },
    }),
  });
  const dismiss = () => {
    form.reset();
    onClose();
  };
  const options = (candidates.data ?? [])
    .filter((person) => person.id !== me && person.id !== chat.agent?.id)
    .map((person) => ({
      value: String(person.id),
      label: t("conversations.transfer.option", {
        name: person.name,
        role: person.roleName,
        availability: t(`conversations.transfer.availability.${person.availability}`),
        chats: person.openChats,
      }),
    }));
  const submit = form.onSubmit(({ agent, comments }) => {
    if (!agent) return;
    onTransferring();
    transfer.mutate(
      {
        conversationId: chat.id,
        agentId: Number(agent),
        ...(comments.trim() ? { comments: comments.trim() } : {}),
      },
      {
        onSuccess: () => {
          onClose();
          onTransferred();
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
      title={t("conversations.transfer.title")}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            data-autofocus
            label={t("conversations.transfer.agent")}
            placeholder={t("conversations.transfer.agentPlaceholder")}
            data={options}
            searchable
            withAsterisk
            disabled={candidates.isPending}
            {...form.getInputProps("agent")}
          />
          <Textarea
            label={t("conversations.transfer.comments")}
            autosize
            minRows={2}
            maxLength={1_000}
            {...form.getInputProps("comments")}
          />
          <FormActions
            cancelLabel={t("conversations.status.cancel")}
            onCancel={dismiss}
            submitLabel={t("conversations.transfer.submit")}
            busy={transfer.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
