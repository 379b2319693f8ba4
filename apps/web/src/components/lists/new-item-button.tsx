import { Button } from "@mantine/core";
import { type Icon, IconPlus } from "@tabler/icons-react";

type NewItemButtonProps = { label: string; onClick: () => void; icon?: Icon };

/** The button over a config list that opens the form for a new item. */
export function NewItemButton({ label, onClick, icon: ButtonIcon = IconPlus }: NewItemButtonProps) {
  return (
    <Button leftSection={<ButtonIcon size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
