import { BULK_MESSAGES, type Label } from "@consola/shared";
import { Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelChecklist } from "../labels/label-checklist";
import { BulkFormDialog, useBulkSubmit } from "./bulk-form-dialog";

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
  const sending = useBulkSubmit(() => setChosen([]), onClose);
  const adding = change !== "remove";
  const offered = (labels ?? []).filter((label) => !adding || label.active);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) sending.refuse(BULK_MESSAGES.labelsRequired);
    else sending.send(onSubmit(chosen));
  };

  return (
    <BulkFormDialog
      opened={change !== null}
      title={t(adding ? "bulk.labels.addTitle" : "bulk.labels.removeTitle")}
      description={
        <Text size="sm">
          {texts.to}{" "}
          <Text span c="dimmed" size="sm">
            {texts.hint}
          </Text>
        </Text>
      }
      serverError={sending.serverError}
      cancelLabel={t("bulk.labels.cancel")}
      submitLabel={t(adding ? "bulk.labels.addSubmit" : "bulk.labels.removeSubmit")}
      busy={busy}
      color={adding ? undefined : "red"}
      onDismiss={sending.dismiss}
      onSubmit={submit}
    >
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
    </BulkFormDialog>
  );
}
