import { BULK_MESSAGES, type Label } from "@consola/shared";
import { Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { LabelChecklist } from "../../../components/labels/label-checklist";
import { errorMessage } from "../../../lib/api/error-message";
import type { BulkLabelsAction } from "../api/bulk-labels-body";

type BulkLabelsDialogProps = {
  /** Which change the dialog asks for; null keeps it closed. */
  action: BulkLabelsAction | null;
  /** The business's labels; undefined while they load. */
  labels: readonly Label[] | undefined;
  /** How many contacts are selected; null when it is every one the filters match. */
  count: number | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (labelIds: number[]) => Promise<unknown>;
};

/**
 * The labels to put on the selected contacts, or to take off them. Only active labels can be added; any label,
 * inactive ones too, can be taken off.
 */
export function BulkLabelsDialog({ action, labels, count, busy, onClose, onSubmit }: BulkLabelsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const adding = action !== "contacts.removeLabels";
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
      opened={action !== null}
      onClose={dismiss}
      title={t(adding ? "contacts.bulk.addTitle" : "contacts.bulk.removeTitle")}
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
            {count === null ? t("contacts.bulk.toMatching") : t("contacts.bulk.toSelected", { count })}{" "}
            <Text span c="dimmed" size="sm">
              {t(adding ? "contacts.bulk.addHint" : "contacts.bulk.removeHint")}
            </Text>
          </Text>
          {offered.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(adding ? "contacts.bulk.noActive" : "contacts.bulk.noLabels")}
            </Text>
          ) : (
            <LabelChecklist
              labels={offered}
              ids={chosen}
              name={t("contacts.bulk.choose")}
              onToggle={(id, on) =>
                setChosen((current) => (on ? [...current, id] : current.filter((one) => one !== id)))
              }
            />
          )}
          <FormError message={error} />
          <FormActions
            cancelLabel={t("contacts.bulk.cancel")}
            onCancel={dismiss}
            submitLabel={t(adding ? "contacts.bulk.addSubmit" : "contacts.bulk.removeSubmit")}
            busy={busy}
            color={adding ? undefined : "red"}
          />
        </Stack>
      </form>
    </Modal>
  );
}
