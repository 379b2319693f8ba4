import { Skeleton, Stack } from "@mantine/core";

/** Placeholder rows while the first page loads, the height of a real page's first rows. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="sm" p="md" aria-hidden>
      <Skeleton height={18} width="40%" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <Skeleton key={index} height={36} />
      ))}
    </Stack>
  );
}
