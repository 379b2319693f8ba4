import {
  CONTACT_FIELD_KEY_MAX_LENGTH,
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELD_NAME_MAX_LENGTH,
  CONTACT_FIELD_TYPE_NAMES,
  CONTACT_FIELD_TYPES,
  type ContactField,
  type ContactFieldType,
  type SaveContactFieldBody,
  saveContactFieldBodySchema,
} from "@consola/shared";
import { Modal, Select, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { suggestKey } from "../field-key";
import { FieldOptionsEditor } from "./field-options-editor";

type ContactFieldFormModalProps = {
  opened: boolean;
  /** The field being edited; null creates one. */
  field: ContactField | null;
  onClose: () => void;
  onSave: (body: SaveContactFieldBody) => Promise<unknown>;
};

export function ContactFieldFormModal({ opened, field, onClose, onSave }: ContactFieldFormModalProps) {
  const { t } = useTranslation();
  const title = t(field ? "contactFields.form.editTitle" : "contactFields.form.newTitle");
  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered size="lg">
      {/* A new key per field: the form starts from that field's values, never the previous one's. */}
      <ContactFieldForm
        key={field?.id ?? "new"}
        field={field}
        title={title}
        onClose={onClose}
        onSave={onSave}
      />
    </Modal>
  );
}

type ContactFieldFormProps = Omit<ContactFieldFormModalProps, "opened"> & { title: string };

export type ContactFieldFormValues = {
  name: string;
  key: string;
  type: ContactFieldType;
  options: string[];
  required: boolean;
};

/** The body SaveContactField takes; a list's values travel only with a list. */
export function contactFieldBody(
  values: ContactFieldFormValues,
  field: ContactField | null,
): SaveContactFieldBody {
  return {
    ...(field ? { id: field.id } : {}),
    name: values.name.trim(),
    key: values.key.trim(),
    type: values.type,
    options: values.type === "list" ? values.options.map((option) => option.trim()) : [],
    required: values.required,
  };
}

const TYPE_OPTIONS = CONTACT_FIELD_TYPES.map((type) => ({
  value: type,
  label: CONTACT_FIELD_TYPE_NAMES[type],
}));
const isFieldType = (value: string | null): value is ContactFieldType =>
  (CONTACT_FIELD_TYPES as readonly (string | null)[]).includes(value);

/** Where a refusal of the server shows, besides the form's foot. */
function fieldOfMessage(message: string): keyof ContactFieldFormValues | null {
  if (message === CONTACT_FIELD_MESSAGES.nameTaken) return "name";
  if (message === CONTACT_FIELD_MESSAGES.keyTaken || message === CONTACT_FIELD_MESSAGES.keyFixed)
    return "key";
  if (message === CONTACT_FIELD_MESSAGES.typeInUse) return "type";
  if (message.startsWith("Hay contactos con el valor")) return "options";
  return null;
}

/**
 * Name, key, type, a list's values and whether it is required. A new field's key follows its name until the
 * person writes one of their own; an existing field's key is fixed, as the server keeps it.
 */
function ContactFieldForm({ field, title, onClose, onSave }: ContactFieldFormProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const [keyTyped, setKeyTyped] = useState(field !== null);
  const form = useForm<ContactFieldFormValues>({
    initialValues: {
      name: field?.name ?? "",
      key: field?.key ?? "",
      type: field?.type ?? "text",
      options: field?.options.length ? [...field.options] : [""],
      required: field?.required ?? false,
    },
    validate: schemaResolver(saveContactFieldBodySchema, {
      body: (values: ContactFieldFormValues) => contactFieldBody(values, field),
    }),
  });

  const submit = form.onSubmit((values) =>
    run(
      async () => {
        await onSave(contactFieldBody(values, field));
        onClose();
      },
      (message) => {
        const target = fieldOfMessage(message);
        if (target) form.setFieldError(target, message);
      },
    ),
  );

  const nameProps = form.getInputProps("name");
  const optionsError = form.errors.options;

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <TextInput
          label={t("contactFields.form.name")}
          placeholder={t("contactFields.form.namePlaceholder")}
          maxLength={CONTACT_FIELD_NAME_MAX_LENGTH}
          withAsterisk
          data-autofocus
          {...nameProps}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue("name", name);
            if (!keyTyped) form.setFieldValue("key", suggestKey(name));
          }}
        />
        <TextInput
          label={t("contactFields.form.key")}
          description={field ? t("contactFields.form.keyFixed") : t("contactFields.form.keyHint")}
          maxLength={CONTACT_FIELD_KEY_MAX_LENGTH}
          withAsterisk={!field}
          readOnly={field !== null}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          {...form.getInputProps("key")}
          onChange={(event) => {
            setKeyTyped(true);
            form.setFieldValue("key", event.currentTarget.value);
          }}
        />
        <Select
          label={t("contactFields.form.type")}
          description={t("contactFields.form.typeHint")}
          data={TYPE_OPTIONS}
          allowDeselect={false}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("type")}
          onChange={(value) => {
            if (isFieldType(value)) form.setFieldValue("type", value);
          }}
        />
        {form.values.type === "list" && (
          <FieldOptionsEditor
            options={form.values.options}
            onChange={(options) => form.setFieldValue("options", options)}
            errorOf={(index) => {
              const error = form.errors[`options.${index}`];
              return typeof error === "string" ? error : undefined;
            }}
            error={typeof optionsError === "string" ? optionsError : undefined}
          />
        )}
        <Switch
          label={t("contactFields.form.required")}
          description={t("contactFields.form.requiredHint")}
          {...form.getInputProps("required", { type: "checkbox" })}
        />
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("contactFields.form.cancel")}
          onCancel={onClose}
          submitLabel={t("contactFields.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
