import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./result-row.module.css";

type ResultRowProps = {
  to: string;
  title: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
};

/** One result: the whole row is a link to the screen that shows it, named by what it shows. */
export function ResultRow({ to, title, aside, children }: ResultRowProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.row}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm" truncate>
            {title}
          </Text>
          {children}
        </Stack>
        {aside && (
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            {aside}
          </Stack>
        )}
      </Group>
    </UnstyledButton>
  );
}
