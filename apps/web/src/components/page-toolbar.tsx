import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";

type PageToolbarProps = {
  /** One line on what the page is for; it gives way to the actions on narrow screens. */
  subtitle: ReactNode;
  /** Counters, refresh and the page's main actions, kept on one line at the right. */
  children?: ReactNode;
};

/** The line above a list page's content: what the page is for on the left, what to do on the right. */
export function PageToolbar({ subtitle, children }: PageToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" align="center">
      <Text c="dimmed" size="sm" style={{ flex: "1 1 320px" }}>
        {subtitle}
      </Text>
      {children && (
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>
      )}
    </Group>
  );
}

type RefreshButtonProps = { label: string; fetching: boolean; onRefresh: () => void };

/** A manual refresh for lists that otherwise update on their own schedule. */
export function RefreshButton({ label, fetching, onRefresh }: RefreshButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" loading={fetching} onClick={onRefresh} aria-label={label}>
        <IconRefresh size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
