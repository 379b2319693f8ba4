import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

type ToolbarActionProps = { label: string; icon: ReactNode; loading?: boolean; onClick: () => void };

/**
 * A secondary action of the contacts toolbar: a button with its label, or on a phone an icon with the label
 * as its name and tooltip, so the toolbar's actions still fit on one line there.
 */
export function ToolbarAction({ label, icon, loading, onClick }: ToolbarActionProps) {
  const compact = useMediaQuery("(max-width: 36em)");
  if (compact)
    return (
      <Tooltip label={label}>
        <ActionIcon variant="default" size={36} loading={loading} onClick={onClick} aria-label={label}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button variant="default" leftSection={icon} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}
