import { ActionIcon, Indicator, Popover, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";

type HeaderPopoverTargetProps = {
  /** What the button opens, shown as its tooltip and read out when there is nothing new. */
  label: string;
  /** Read out instead of `label` when `total` is above zero (e.g. "3 mensajes nuevos"). */
  countLabel: string;
  total: number;
  icon: ReactNode;
  opened: boolean;
  onToggle: () => void;
  badgeTestId?: string;
};

/** The header's icon button with a red count badge that opens a dropdown (new messages, notifications). */
export function HeaderPopoverTarget({
  label,
  countLabel,
  total,
  icon,
  opened,
  onToggle,
  badgeTestId,
}: HeaderPopoverTargetProps) {
  return (
    <Popover.Target>
      <Tooltip label={label} disabled={opened}>
        <Indicator
          label={total > 99 ? "99+" : total}
          size={16}
          offset={6}
          color="red"
          disabled={total === 0}
          data-testid={badgeTestId}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={total > 0 ? countLabel : label}
            aria-expanded={opened}
            onClick={onToggle}
          >
            {icon}
          </ActionIcon>
        </Indicator>
      </Tooltip>
    </Popover.Target>
  );
}
