import type { ClosingCategory } from "@consola/shared";
import { ActionIcon, Box, Group, Paper, Stack, Switch, Table, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

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
    <>
      <Box visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="categories-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("closingCategories.columns.name")}</Table.Th>
              <Table.Th>{t("closingCategories.columns.description")}</Table.Th>
              <Table.Th>{t("closingCategories.columns.status")}</Table.Th>
              <Table.Th ta="right">{t("closingCategories.columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category) => (
              <Table.Tr key={category.id} data-testid="category-row">
                <Table.Td miw={160}>
                  <Text size="sm" fw={600}>
                    {category.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {category.description}
                  </Text>
                </Table.Td>
                <Table.Td w={140}>
                  <StatusSwitch {...item} category={category} />
                </Table.Td>
                <Table.Td w={100}>
                  <ItemActions {...item} category={category} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" p="sm">
        {categories.map((category) => (
          <Paper key={category.id} withBorder radius="md" p="sm" data-testid="category-card">
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
          </Paper>
        ))}
      </Stack>
    </>
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
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        onClick={() => onEdit(category)}
        aria-label={t("closingCategories.editOf", { name: category.name })}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onRemove(category)}
        aria-label={t("closingCategories.removeOf", { name: category.name })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
