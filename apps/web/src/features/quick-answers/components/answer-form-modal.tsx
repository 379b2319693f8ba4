import {
  QUICK_ANSWER_MAX_LENGTH,
  QUICK_ANSWER_MESSAGES,
  type QuickAnswer,
  type SaveQuickAnswerBody,
  saveQuickAnswerBodySchema,
} from "@consola/shared";
import { Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import { useAreaOptions } from "../../../data/config/area-options-api";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { cleanShortcut } from "./shortcut-value";

type AnswerFormModalProps = {
  opened: boolean;
  /** The answer being edited; null creates one. */
  answer: QuickAnswer | null;
  onClose: () => void;
  onSave: (body: SaveQuickAnswerBody) => Promise<unknown>;
};

export function AnswerFormModal({ opened, answer, onClose, onSave }: AnswerFormModalProps) {
  const { t } = useTranslation();
  const title = t(answer ? "quickAnswers.form.editTitle" : "quickAnswers.form.newTitle");
  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered size="lg">
      {/* A new key per answer: the form starts from that answer's values, never the previous one's. */}
      <AnswerForm key={answer?.id ?? "new"} answer={answer} title={title} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}

/** "All areas" in the select; null on the wire. */
const ALL_AREAS = "all";

type AnswerFormProps = Omit<AnswerFormModalProps, "opened"> & { title: string };

type AnswerFormValues = { message: string; shortcut: string; area: string };

function answerBody(values: AnswerFormValues, answer: QuickAnswer | null): SaveQuickAnswerBody {
  return {
    id: answer?.id,
    message: values.message.trim(),
    shortcut: values.shortcut,
    areaId: values.area === ALL_AREAS ? null : Number(values.area),
  };
}

/** The message is required (spec: "El mensaje es obligatorio"); the shortcut and the area are optional. */
function AnswerForm({ answer, title, onClose, onSave }: AnswerFormProps) {
  const { t } = useTranslation();
  const areas = useAreaOptions();
  const { saving, serverError, run } = useServerSave();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<AnswerFormValues>({
    initialValues: {
      message: answer?.message ?? "",
      shortcut: answer?.shortcut ?? "",
      area: answer?.areaId ? String(answer.areaId) : ALL_AREAS,
    },
    validate: schemaResolver(saveQuickAnswerBodySchema, {
      body: (values: AnswerFormValues) => answerBody(values, answer),
      fields: { areaId: "area" },
    }),
  });

  const areaOptions = [
    { value: ALL_AREAS, label: t("quickAnswers.allAreas") },
    ...(areas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
    // An area the list no longer has (or has not loaded yet) still shows by name.
    ...(answer?.areaId && !areas.data?.some((area) => area.id === answer.areaId)
      ? [{ value: String(answer.areaId), label: answer.areaName ?? "—" }]
      : []),
  ];

  const submit = form.onSubmit((values) =>
    run(
      async () => {
        await onSave(answerBody(values, answer));
        onClose();
      },
      (text) => {
        if (text === QUICK_ANSWER_MESSAGES.shortcutTaken) form.setFieldError("shortcut", text);
        if (text === QUICK_ANSWER_MESSAGES.areaInvalid) form.setFieldError("area", text);
      },
    ),
  );

  const shortcutProps = form.getInputProps("shortcut");
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <Textarea
          label={t("quickAnswers.form.message")}
          placeholder={t("quickAnswers.form.messagePlaceholder")}
          description={`${form.values.message.length} / ${QUICK_ANSWER_MAX_LENGTH}`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          maxLength={QUICK_ANSWER_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk
          data-autofocus
          {...form.getInputProps("message")}
        />
        <TextInput
          label={t("quickAnswers.form.shortcut")}
          placeholder={t("quickAnswers.form.shortcutPlaceholder")}
          leftSection={
            <Text size="sm" fw={600} aria-hidden>
              /
            </Text>
          }
          description={
            refused
              ? t("quickAnswers.form.shortcutRefused", { char: refused })
              : t("quickAnswers.form.shortcutHint")
          }
          autoComplete="off"
          {...shortcutProps}
          onChange={(event) => {
            const cleaned = cleanShortcut(event.currentTarget.value);
            setRefused(cleaned.refused);
            form.setFieldValue("shortcut", cleaned.value);
          }}
        />
        <Select
          label={t("quickAnswers.form.area")}
          description={areas.isError ? t("quickAnswers.form.areasError") : t("quickAnswers.form.areaHint")}
          data={areaOptions}
          allowDeselect={false}
          {...form.getInputProps("area")}
        />
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("quickAnswers.form.cancel")}
          onCancel={onClose}
          submitLabel={t("quickAnswers.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
