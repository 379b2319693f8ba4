import { BULK_MESSAGES, type Label } from "@consola/shared";
import { Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/api/error-message";
import { DIALOG_STYLES } from "../dialogs/dialog-styles";
import { FormActions } from "../form-actions";
import { FormError } from "../form-error";
import { LabelChecklist } from "../labels/label-checklist";

/** The change a bulk labels dialog asks for. */
export type BulkLabelsChange = "add" | "remove";

type BulkLabelsDialogProps = {
  /** Which change the dialog asks for; null keeps it closed. */
  change: BulkLabelsChange | null;
  /** The business's labels; undefined while they load. */
  labels: readonly Label[] | undefined;
  /** The list's words: to whom the change goes (a selection, or every record the filters match) and its hint. */
  texts: { to: string; hint: string };
  busy: boolean;
  onClose: () => void;
  onSubmit: (labelIds: number[]) => Promise<unknown>;
};

/**
 * The labels to put on the selected records, or to take off them. Only active labels can be added; any label,
 * inactive ones too, can be taken off.
 */
export function BulkLabelsDialog({ change, labels, texts, busy, onClose, onSubmit }: BulkLabelsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const adding = change !== "remove";
  const offered = (labels ?? []).filter((label) => !adding || label.active);

  const dismiss = () => {
    setChosen([]);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (chosen.length === 0) {
      setError(BULK_MESSAGES.labelsRequired);
      return;
    }
    setError(null);
    onSubmit(chosen).then(
      () => setChosen([]),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={change !== null}
      onClose={dismiss}
      title={t(adding ? "bulk.labels.addTitle" : "bulk.labels.removeTitle")}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {texts.to}{" "}
            <Text span c="dimmed" size="sm">
              {texts.hint}
            </Text>
          </Text>
          {offered.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(adding ? "bulk.labels.noActive" : "bulk.labels.noLabels")}
            </Text>
          ) : (
            <LabelChecklist
              labels={offered}
              ids={chosen}
              name={t("bulk.labels.choose")}
              onToggle={(id, on) =>
                setChosen((current) => (on ? [...current, id] : current.filter((one) => one !== id)))
              }
            />
          )}
          <FormError message={error} />
          <FormActions
            cancelLabel={t("bulk.labels.cancel")}
            onCancel={dismiss}
            submitLabel={t(adding ? "bulk.labels.addSubmit" : "bulk.labels.removeSubmit")}
            busy={busy}
            color={adding ? undefined : "red"}
          />
        </Stack>
      </form>
    </Modal>
  );
}
