import { ActionIcon, Group } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

type RowActionsProps = {
  /** The accessible names, which say which item each button is about. */
  editLabel: string;
  onEdit: () => void;
  remove?: { label: string; onClick: () => void };
  /** Further buttons after these (e.g. a menu). */
  children?: ReactNode;
};

/** The pencil and the red bin at the end of a config list's row. */
export function RowActions({ editLabel, onEdit, remove, children }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" onClick={onEdit} aria-label={editLabel}>
        <IconPencil size={16} />
      </ActionIcon>
      {remove && (
        <ActionIcon variant="subtle" color="red" onClick={remove.onClick} aria-label={remove.label}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
      {children}
    </Group>
  );
}
