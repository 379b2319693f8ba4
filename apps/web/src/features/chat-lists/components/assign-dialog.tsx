import { type ChatSummary, reassignBodySchema, takePendingBodySchema } from "@consola/shared";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { errorMessage } from "../../../lib/api/error-message";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { CandidateSelect } from "./candidate-select";

export type AssignMode = "assign" | "transfer";

type AssignValues = { chatId: number; agentId: string | null; comments: string };

/** TakePending's body (a pending chat given to someone) or ReassignChat's (an active one handed on). */
const assignErrors: Record<AssignMode, (values: AssignValues) => Record<string, string>> = {
  assign: schemaResolver<AssignValues>(takePendingBodySchema, {
    body: ({ chatId, agentId }) => ({ id: chatId, agentId: agentId ?? undefined }),
  }),
  transfer: schemaResolver<AssignValues>(reassignBodySchema, {
    body: ({ chatId, agentId, comments }) => ({
      conversationId: chatId,
      agentId: agentId ?? undefined,
      comments,
    }),
  }),
};

type AssignDialogProps = {
  mode: AssignMode;
  /** The chat to assign or transfer; null keeps the dialog closed. */
  chat: ChatSummary | null;
  onClose: () => void;
  onSubmit: (input: { agentId: number; comments: string }) => Promise<unknown>;
};

/**
 * Assign a pending chat or transfer an active one. The spec's assign control requires choosing an
 * option: submitting without one says so instead of sending.
 */
export function AssignDialog({ mode, chat, onClose, onSubmit }: AssignDialogProps) {
  const { t } = useTranslation();
  const opened = chat !== null;
  const [agentId, setAgentId] = useState<string | null>(null);
  const [comments, setComments] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // A fresh dialog for every chat: nothing chosen for the previous one carries over.
  useEffect(() => {
    if (!opened) return;
    setAgentId(null);
    setComments("");
    setFieldError(null);
    setServerError(null);
  }, [opened]);

  const currentAgentId = mode === "transfer" ? (chat?.agent?.id ?? null) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = assignErrors[mode]({ chatId: chat?.id ?? 0, agentId, comments });
    if (found.agentId || !agentId) {
      setFieldError(found.agentId ?? null);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await onSubmit({ agentId: Number(agentId), comments });
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const name = chat?.contact.name || chat?.phone || "";
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={650}>
          {t(mode === "assign" ? "chatLists.assign.title" : "chatLists.assign.transferTitle")}
        </Text>
      }
      centered
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("chatLists.assign.description", { name })}
          </Text>
          <CandidateSelect
            enabled={opened}
            currentAgentId={currentAgentId}
            value={agentId}
            onChange={(value) => {
              setAgentId(value);
              if (value) setFieldError(null);
            }}
            error={fieldError}
            data-autofocus
          />
          {mode === "transfer" && (
            <Textarea
              label={t("chatLists.assign.comments")}
              placeholder={t("chatLists.assign.commentsPlaceholder")}
              value={comments}
              onChange={(event) => setComments(event.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={1000}
            />
          )}
          <FormError message={serverError} />
          <FormActions
            cancelLabel={t("chatLists.assign.cancel")}
            onCancel={onClose}
            submitLabel={t(mode === "assign" ? "chatLists.assign.submit" : "chatLists.assign.transferSubmit")}
            busy={submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
