import { Alert, Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useClosingCategories } from "../../data/config/use-closing-categories";

type ClosingCategorySelectProps = Omit<SelectProps, "data" | "label" | "placeholder"> & {
  /** The categories are read only while the dialog holding the field is open. */
  enabled: boolean;
};

/** The business's active closing categories, required to close a chat; says so when there are none. */
export function ClosingCategorySelect({ enabled, disabled, ...props }: ClosingCategorySelectProps) {
  const { t } = useTranslation();
  const categories = useClosingCategories(enabled);
  const options = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  return (
    <>
      <Select
        label={t("chatFields.category")}
        placeholder={t("chatFields.categoryPlaceholder")}
        data={options}
        searchable
        withAsterisk
        disabled={disabled || categories.isPending}
        {...props}
      />
      {categories.isSuccess && options.length === 0 && (
        <Alert color="yellow" variant="light">
          {t("chatFields.noCategories")}
        </Alert>
      )}
    </>
  );
}
