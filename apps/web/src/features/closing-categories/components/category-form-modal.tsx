import {
  CLOSING_CATEGORY_DESCRIPTION_MAX_LENGTH,
  CLOSING_CATEGORY_MESSAGES,
  CLOSING_CATEGORY_NAME_MAX_LENGTH,
  type ClosingCategory,
  type SaveClosingCategoryBody,
} from "@consola/shared";
import { Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";

type CategoryFormModalProps = {
  opened: boolean;
  /** The category being edited; null creates one. */
  category: ClosingCategory | null;
  onClose: () => void;
  onSave: (body: SaveClosingCategoryBody) => Promise<unknown>;
};

export function CategoryFormModal({ opened, category, onClose, onSave }: CategoryFormModalProps) {
  const { t } = useTranslation();
  const title = t(category ? "closingCategories.form.editTitle" : "closingCategories.form.newTitle");
  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered>
      {/* A new key per category: the form starts from that category's values, never the previous one's. */}
      <CategoryForm
        key={category?.id ?? "new"}
        category={category}
        title={title}
        onClose={onClose}
        onSave={onSave}
      />
    </Modal>
  );
}

type CategoryFormProps = Omit<CategoryFormModalProps, "opened"> & { title: string };

/** Name and description are both required (spec: "Los campos son obligatorios"); new ones start active. */
function CategoryForm({ category, title, onClose, onSave }: CategoryFormProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const required = (value: string) => (value.trim() ? null : CLOSING_CATEGORY_MESSAGES.fieldsRequired);
  const form = useForm({
    initialValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      active: (category?.status ?? "active") === "active",
    },
    validate: { name: required, description: required },
  });

  const submit = form.onSubmit(({ name, description, active }) =>
    run(
      async () => {
        await onSave({
          id: category?.id,
          name: name.trim(),
          description: description.trim(),
          status: active ? "active" : "inactive",
        });
        onClose();
      },
      (message) => {
        if (message === CLOSING_CATEGORY_MESSAGES.nameTaken) form.setFieldError("name", message);
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <TextInput
          label={t("closingCategories.form.name")}
          placeholder={t("closingCategories.form.namePlaceholder")}
          maxLength={CLOSING_CATEGORY_NAME_MAX_LENGTH}
          withAsterisk
          data-autofocus
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t("closingCategories.form.description")}
          placeholder={t("closingCategories.form.descriptionPlaceholder")}
          maxLength={CLOSING_CATEGORY_DESCRIPTION_MAX_LENGTH}
          withAsterisk
          {...form.getInputProps("description")}
        />
        <Switch
          label={t("closingCategories.form.active")}
          description={t("closingCategories.form.activeHint")}
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <FormError message={serverError} />
        <FormActions
          cancelLabel={t("closingCategories.form.cancel")}
          onCancel={onClose}
          submitLabel={t("closingCategories.form.save")}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
