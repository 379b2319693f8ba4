import { AREA_MESSAGES, type BusinessArea, type RemoveAreaBody, removeAreaBodySchema } from "@consola/shared";
import { Modal, Select, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { listOf, NO_AREA, removeBody, usesOf } from "./remove-area-body";

type RemoveValues = { id: number; target: string | null };

/**
 * An area still in use must say where its people, chats and answers go ("Sin área", null, says it too): the
 * server refuses it otherwise, in words meant for an API.
 */
const inUseSchema = removeAreaBodySchema.extend({
  moveTo: z
    .unknown()
    .refine((moveTo) => moveTo !== undefined, { error: AREA_MESSAGES.moveToChoiceRequired })
    .pipe(removeAreaBodySchema.shape.moveTo.unwrap()),
});
const removeErrors = {
  unused: schemaResolver<RemoveValues>(removeAreaBodySchema, {
    body: ({ id }) => removeBody(id, undefined),
    fields: { moveTo: "target" },
  }),
  inUse: schemaResolver<RemoveValues>(inUseSchema, {
    body: ({ id, target }) => removeBody(id, target),
    fields: { moveTo: "target" },
  }),
};

type RemoveAreaDialogProps = {
  /** The area to remove; null keeps the dialog closed. */
  area: BusinessArea | null;
  /** Every area of the business: the others are where its people and chats may go. */
  areas: BusinessArea[];
  onClose: () => void;
  onRemove: (body: RemoveAreaBody) => Promise<unknown>;
};

/**
 * Confirms removing an area. One that still has people, open chats or quick answers asks where they go
 * (another area or "Sin área"); the server moves them in the same transaction as the delete.
 */
export function RemoveAreaDialog({ area, areas, onClose, onRemove }: RemoveAreaDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [targetError, setTargetError] = useState<string | null>(null);
  const { saving, serverError, run, clear } = useServerSave();
  useEffect(() => {
    if (area) {
      setTarget(null);
      setTargetError(null);
      clear();
    }
  }, [area, clear]);
  const uses = area ? usesOf(area) : null;
  const inUse = uses !== null && uses.total > 0;
  const options = [
    { value: NO_AREA, label: t("areas.remove.noArea") },
    ...areas
      .filter((other) => other.id !== area?.id)
      .map((other) => ({ value: String(other.id), label: other.name })),
  ];

  const confirm = async () => {
    if (!area) return;
    const errors = removeErrors[inUse ? "inUse" : "unused"]({ id: area.id, target });
    if (errors.target) {
      setTargetError(errors.target);
      return;
    }
    await run(async () => {
      await onRemove(removeBody(area.id, inUse ? target : undefined));
      onClose();
    });
  };

  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={area !== null}
      onClose={onClose}
      title={t("areas.remove.title")}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text fw={500}>{t("areas.remove.question", { name: area?.name ?? "" })}</Text>
          {inUse && uses ? (
            <>
              <Text size="sm" c="dimmed">
                {t("areas.remove.inUse", {
                  what: listOf([
                    uses.people > 0 ? t("areas.counts.people", { count: uses.people }) : "",
                    uses.openChats > 0 ? t("areas.counts.openChats", { count: uses.openChats }) : "",
                    uses.quickAnswers > 0 ? t("areas.counts.quickAnswers", { count: uses.quickAnswers }) : "",
                  ]),
                })}
              </Text>
              <Select
                data-autofocus
                label={t("areas.remove.target")}
                placeholder={t("areas.remove.targetPlaceholder")}
                withAsterisk
                data={options}
                value={target}
                onChange={(value) => {
                  setTarget(value);
                  setTargetError(null);
                }}
                error={targetError}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t("areas.remove.unused")}
            </Text>
          )}
          <FormError message={serverError} />
          <FormActions
            cancelLabel={t("areas.remove.cancel")}
            onCancel={onClose}
            submitLabel={t("areas.remove.confirm")}
            submitIcon={<IconTrash size={16} aria-hidden />}
            color="red.9"
            busy={saving}
            focusCancel
          />
        </Stack>
      </form>
    </Modal>
  );
}
