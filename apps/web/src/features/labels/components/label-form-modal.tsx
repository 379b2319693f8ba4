import {
  LABEL_COLORS,
  LABEL_DESCRIPTION_MAX_LENGTH,
  LABEL_MESSAGES,
  LABEL_NAME_MAX_LENGTH,
  type Label,
  type LabelColor,
  type SaveLabelBody,
  saveLabelBodySchema,
} from "@consola/shared";
import { Group, Modal, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import { LabelChip } from "../../../components/labels/label-chips";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { LabelColorPicker } from "./label-color-picker";

type LabelFormModalProps = {
  opened: boolean;
  /** The label being edited; null creates one. */
  label: Label | null;
  /** The business's labels, so a new one starts in a colour none of them wears yet. */
  labels: readonly Label[];
  onClose: () => void;
  onSave: (body: SaveLabelBody) => Promise<unknown>;
};

export function LabelFormModal({ opened, label, labels, onClose, onSave }: LabelFormModalProps) {
  const { t } = useTranslation();
  const title = t(label ? "labels.form.editTitle" : "labels.form.newTitle");
  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered size="lg">
      {/* A new key per label: the form starts from that label's values, never the previous one's. */}
      <LabelForm
        key={label?.id ?? "new"}
        label={label}
        labels={labels}
        title={title}
        onClose={onClose}
        onSave={onSave}
      />
    </Modal>
  );
}

type LabelFormProps = Omit<LabelFormModalProps, "opened"> & { title: string };

type LabelFormValues = { name: string; color: LabelColor; description: string; active: boolean };

function labelBody(values: LabelFormValues, label: Label | null): SaveLabelBody {
  return {
    ...(label ? { id: label.id } : {}),
    name: values.name.trim(),
    color: values.color,
    description: values.description.trim(),
    active: values.active,
  };
}

/** Labels told apart at a glance: the first colour of the palette that no label has taken, else the first. */
function freeColor(labels: readonly Label[]): LabelColor {
  const taken = new Set(labels.map((label) => label.color));
  return LABEL_COLORS.find((color) => !taken.has(color)) ?? LABEL_COLORS[0];
}

/** Only the name is required; a new label starts active. */
function LabelForm({ label, labels, title, onClose, onSave }: LabelFormProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const form = useForm<LabelFormValues>({
    initialValues: {
      name: label?.name ?? "",
      color: label?.color ?? freeColor(labels),
      description: label?.description ?? "",
      active: label?.active ?? true,
    },
    validate: schemaResolver(saveLabelBodySchema, {
      body: (values: LabelFormValues) => labelBody(values, label),
    }),
  });

  const submit = form.onSubmit((values) =>
    run(
      async () => {
        await onSave(labelBody(values, label));
        onClose();
      },
      (message) => {
        if (message === LABEL_MESSAGES.nameTaken) form.setFieldError("name", message);
      },
    ),
  );

  const colorProps = form.getInputProps("color");
  const previewName = form.values.name.trim() || t("labels.form.previewFallback");

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <TextInput
          label={t("labels.form.name")}
          placeholder={t("labels.form.namePlaceholder")}
          maxLength={LABEL_NAME_MAX_LENGTH}
          withAsterisk
          data-autofocus
          {...form.getInputProps("name")}
        />
        <LabelColorPicker
          label={t("labels.form.color")}
          description={t("labels.form.colorHint")}
          value={form.values.color}
          onChange={(color) => form.setFieldValue("color", color)}
          error={typeof colorProps.error === "string" ? colorProps.error : undefined}
        />
        <Group gap="xs" wrap="nowrap" data-testid="label-preview">
          <Text size="sm" c="dimmed">
            {t("labels.form.preview")}
          </Text>
          <LabelChip label={{ name: previewName, color: form.values.color }} />
        </Group>
        <Textarea
          label={t("labels.form.description")}
          placeholder={t("labels.form.descriptionPlaceholder")}
          maxLength={LABEL_DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps("description")}
        />
        <Switch
          label={t("labels.form.active")}
          description={t("labels.form.activeHint")}
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("labels.form.cancel")}
          onCancel={onClose}
          submitLabel={t("labels.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
