import type { ClosingCategory } from "@consola/shared";
import { Group, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";

type CategoriesTableProps = {
  categories: ClosingCategory[];
  /** The category whose status is being saved, so its switch waits for the answer. */
  switching: number | null;
  onEdit: (category: ClosingCategory) => void;
  onSetActive: (category: ClosingCategory, active: boolean) => void;
  onRemove: (category: ClosingCategory) => void;
};

type ItemProps = Omit<CategoriesTableProps, "categories"> & { category: ClosingCategory };

/** A table from a tablet's width up; on a phone, one card per category with its switch and actions in view. */
export function CategoriesTable({ categories, ...item }: CategoriesTableProps) {
  const { t } = useTranslation();
  return (
    <ConfigTable
      items={categories}
      testId="categories-table"
      rowTestId="category-row"
      columns={[
        {
          header: t("closingCategories.columns.name"),
          miw: 160,
          cell: (category) => (
            <Text size="sm" fw={600}>
              {category.name}
            </Text>
          ),
        },
        {
          header: t("closingCategories.columns.description"),
          cell: (category) => (
            <Text size="sm" lineClamp={2}>
              {category.description}
            </Text>
          ),
        },
        {
          header: t("closingCategories.columns.status"),
          w: 140,
          cell: (category) => <StatusSwitch {...item} category={category} />,
        },
      ]}
      actions={{
        header: t("closingCategories.columns.actions"),
        w: 100,
        cell: (category) => <ItemActions {...item} category={category} />,
      }}
      card={(category) => (
        <>
          <Text size="sm" fw={600}>
            {category.name}
          </Text>
          <Text size="sm" mt={2}>
            {category.description}
          </Text>
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <StatusSwitch {...item} category={category} />
            <ItemActions {...item} category={category} />
          </Group>
        </>
      )}
    />
  );
}

function StatusSwitch({ category, switching, onSetActive }: ItemProps) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={category.status === "active"}
      disabled={switching === category.id}
      onChange={(event) => onSetActive(category, event.currentTarget.checked)}
      label={t(`closingCategories.status.${category.status}`)}
      aria-label={t("closingCategories.activeOf", { name: category.name })}
    />
  );
}

function ItemActions({ category, onEdit, onRemove }: ItemProps) {
  const { t } = useTranslation();
  return (
    <RowActions
      editLabel={t("closingCategories.editOf", { name: category.name })}
      onEdit={() => onEdit(category)}
      remove={{
        label: t("closingCategories.removeOf", { name: category.name }),
        onClick: () => onRemove(category),
      }}
    />
  );
}
