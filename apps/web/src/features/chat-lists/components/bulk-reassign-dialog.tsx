import { BULK_COMMENTS_MAX_LENGTH, reassignBodySchema } from "@consola/shared";
import { Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { BulkFormDialog, useBulkSubmit } from "../../../components/bulk/bulk-form-dialog";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import type { BulkReassignInput } from "../hooks/use-bulk-chats";
import { CandidateSelect } from "./candidate-select";

type BulkReassignDialogProps = {
  /** Assign waiting chats (no comments), or hand on active ones (with comments). */
  mode: "assign" | "reassign";
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

/**
 * Hand the selected chats to one person: waiting chats are assigned, active ones reassigned with comments;
 * those the rules refuse (already taken, already theirs) are left as they are.
 */
export function BulkReassignDialog({
  mode,
  opened,
  count,
  busy,
  onClose,
  onSubmit,
}: BulkReassignDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ReassignValues>({ initialValues: { agent: null, comments: "" }, validate });
  const sending = useBulkSubmit(form.reset, onClose);
  const submit = form.onSubmit(({ agent, comments }) => {
    if (agent) sending.send(onSubmit({ agentId: Number(agent), comments: comments.trim() }));
  });
  return (
    <BulkFormDialog
      opened={opened}
      title={t(mode === "assign" ? "chatLists.bulk.assignTitle" : "chatLists.bulk.reassignTitle", { count })}
      description={
        <Text size="sm" c="dimmed">
          {t(mode === "assign" ? "chatLists.bulk.assignDescription" : "chatLists.bulk.reassignDescription")}
        </Text>
      }
      serverError={sending.serverError}
      cancelLabel={t("chatLists.bulk.cancel")}
      submitLabel={t(mode === "assign" ? "chatLists.bulk.assignSubmit" : "chatLists.bulk.reassignSubmit", {
        count,
      })}
      busy={busy}
      onDismiss={sending.dismiss}
      onSubmit={submit}
    >
      <CandidateSelect enabled={opened} data-autofocus {...form.getInputProps("agent")} />
      {mode === "reassign" && (
        <Textarea
          label={t("chatLists.assign.comments")}
          placeholder={t("chatLists.assign.commentsPlaceholder")}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={BULK_COMMENTS_MAX_LENGTH}
          {...form.getInputProps("comments")}
        />
      )}
    </BulkFormDialog>
  );
}
