import { Badge, Group } from "@mantine/core";

/** How many records a list holds, as every list's header says it. */
export function CountBadge({ label, testId }: { label: string; testId: string }) {
  return (
    <Badge size="lg" variant="light" radius="sm" data-testid={testId}>
      {label}
    </Badge>
  );
}

/** A list's header when it has no search: only its count, at the right, above a divider. */
export function ListCountHeader({ label, testId }: { label: string; testId: string }) {
  return (
    <Group
      p="md"
      justify="flex-end"
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      <CountBadge label={label} testId={testId} />
    </Group>
  );
}
