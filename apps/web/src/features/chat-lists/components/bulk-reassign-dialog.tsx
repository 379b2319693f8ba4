import { BULK_COMMENTS_MAX_LENGTH, reassignBodySchema } from "@consola/shared";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { errorMessage } from "../../../lib/api/error-message";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import type { BulkReassignInput } from "../hooks/use-bulk-chats";
import { CandidateSelect } from "./candidate-select";

type BulkReassignDialogProps = {
  opened: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (input: BulkReassignInput) => Promise<unknown>;
};

type ReassignValues = { agent: string | null; comments: string };

/** Each chat is handed on as one transferred by hand: ReassignChat's rules give the fields their messages. */
const validate = schemaResolver<ReassignValues>(reassignBodySchema, {
  body: ({ agent, comments }) => ({ conversationId: 1, agentId: agent ?? undefined, comments }),
  fields: { agentId: "agent", conversationId: null },
});

/** Hand the selected chats to one person; those already theirs are left as they are. */
export function BulkReassignDialog({ opened, count, busy, onClose, onSubmit }: BulkReassignDialogProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ReassignValues>({ initialValues: { agent: null, comments: "" }, validate });
  const dismiss = () => {
    form.reset();
    setServerError(null);
    onClose();
  };
  const submit = form.onSubmit(({ agent, comments }) => {
    if (!agent) return;
    setServerError(null);
    onSubmit({ agentId: Number(agent), comments: comments.trim() }).then(
      () => form.reset(),
      (error: unknown) => setServerError(errorMessage(error)),
    );
  });
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={dismiss}
      title={t("chatLists.bulk.reassignTitle", { count })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t("chatLists.bulk.reassignDescription")}
          </Text>
          <CandidateSelect enabled={opened} data-autofocus {...form.getInputProps("agent")} />
          <Textarea
            label={t("chatLists.assign.comments")}
            placeholder={t("chatLists.assign.commentsPlaceholder")}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={BULK_COMMENTS_MAX_LENGTH}
            {...form.getInputProps("comments")}
          />
          <FormError message={serverError} />
          <FormActions
            cancelLabel={t("chatLists.bulk.cancel")}
            onCancel={dismiss}
            submitLabel={t("chatLists.bulk.reassignSubmit", { count })}
            busy={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
