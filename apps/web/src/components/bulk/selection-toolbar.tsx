import { Button, Group, Paper, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type SelectionToolbarProps = {
  count: number;
  /** Said instead of the count, e.g. when every record the filters match is selected. */
  label?: string | undefined;
  /** The actions on the selection, as buttons. */
  children: ReactNode;
  onClear: () => void;
};

/** Above a table while rows are selected: how many, what can be done with them, and clearing them. */
export function SelectionToolbar({ count, label, children, onClear }: SelectionToolbarProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-color-blue-0)">
      <Group
        role="toolbar"
        aria-label={t("bulk.selection.toolbar")}
        justify="space-between"
        gap="sm"
        data-testid="selection-toolbar"
      >
        <Text size="sm" fw={600} aria-live="polite">
          {label ?? t("bulk.selection.count", { count })}
        </Text>
        <Group gap="xs">
          {children}
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={onClear}>
            {t("bulk.selection.clear")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
