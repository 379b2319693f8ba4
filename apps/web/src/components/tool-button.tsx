import { ActionIcon, type ActionIconProps, Tooltip } from "@mantine/core";
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from "react";

type ToolButtonProps = ActionIconProps &
  Omit<ComponentPropsWithoutRef<"button">, keyof ActionIconProps | "aria-label"> & {
    /** Both the tooltip and the accessible name: an icon alone says nothing to a screen reader. */
    label: string;
    icon: ReactNode;
    /** Hidden while the menu or popover it opens is showing, so the two do not overlap. */
    tooltipDisabled?: boolean;
  };

/**
 * A quiet icon button with its name in a tooltip, as used beside composers and in the header. It forwards
 * its ref so menus and popovers can anchor to it.
 */
export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(function ToolButton(
  { label, icon, tooltipDisabled, ...rest },
  ref,
) {
  return (
    <Tooltip label={label} disabled={tooltipDisabled}>
      <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={label} {...rest}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
});
