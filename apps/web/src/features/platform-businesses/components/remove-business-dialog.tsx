import type { BusinessListItem } from "@consola/shared";
import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { useServerSave } from "../../../components/forms/use-server-save";

type RemoveBusinessDialogProps = {
  /** The (deactivated) business to remove; null keeps the dialog closed. */
  business: BusinessListItem | null;
  onConfirm: (body: { id: number; confirmName: string }) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Removing a business cannot be undone, so the admin types its name again; the server compares it too and
 * its refusal (wrong name, business still active) shows on the field.
 */
export function RemoveBusinessDialog({ business, onConfirm, onClose }: RemoveBusinessDialogProps) {
  const { t } = useTranslation();
  const { saving, serverError, run, clear } = useServerSave();
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState(false);
  useEffect(() => {
    if (business) {
      clear();
      setTyped("");
      setMismatch(false);
    }
  }, [business, clear]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!business) return;
    // Case and surrounding spaces aside, the name must be the one shown.
    if (typed.trim().toLocaleLowerCase("es") !== business.name.trim().toLocaleLowerCase("es")) {
      setMismatch(true);
      return;
    }
    void run(async () => {
      await onConfirm({ id: business.id, confirmName: typed.trim() });
      onClose();
    });
  };

  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={business !== null}
      onClose={onClose}
      title={t("platformBusinesses.remove.title")}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={t("platformBusinesses.remove.title")}>
        <Stack gap="md">
          <Text fw={500}>{t("platformBusinesses.remove.question", { name: business?.name ?? "" })}</Text>
          <Text size="sm" c="dimmed">
            {t("platformBusinesses.remove.explanation")}
          </Text>
          <TextInput
            label={t("platformBusinesses.remove.typeName")}
            description={business?.name}
            autoComplete="off"
            data-autofocus
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setMismatch(false);
            }}
            error={mismatch ? t("platformBusinesses.remove.mismatch") : serverError}
          />
          <FormActions
            cancelLabel={t("platformBusinesses.remove.cancel")}
            onCancel={onClose}
            submitLabel={t("platformBusinesses.remove.confirm")}
            busy={saving}
            color="red.9"
          />
        </Stack>
      </form>
    </Modal>
  );
}
