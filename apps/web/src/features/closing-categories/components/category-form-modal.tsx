import {
  CLOSING_CATEGORY_DESCRIPTION_MAX_LENGTH,
  CLOSING_CATEGORY_MESSAGES,
  CLOSING_CATEGORY_NAME_MAX_LENGTH,
  type ClosingCategory,
  type SaveClosingCategoryBody,
  saveClosingCategoryBodySchema,
} from "@consola/shared";
import { Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

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

type CategoryFormValues = { name: string; description: string; active: boolean };

function categoryBody(values: CategoryFormValues, category: ClosingCategory | null): SaveClosingCategoryBody {
  return {
    id: category?.id,
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.active ? "active" : "inactive",
  };
}

/** Name and description are both required (spec: "Los campos son obligatorios"); new ones start active. */
function CategoryForm({ category, title, onClose, onSave }: CategoryFormProps) {
  const { t } = useTranslation();
  const { saving, serverError, run } = useServerSave();
  const form = useForm<CategoryFormValues>({
    initialValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      active: (category?.status ?? "active") === "active",
    },
    validate: schemaResolver(saveClosingCategoryBodySchema, {
      body: (values: CategoryFormValues) => categoryBody(values, category),
    }),
  });

  const submit = form.onSubmit((values) =>
    run(
      async () => {
        await onSave(categoryBody(values, category));
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
