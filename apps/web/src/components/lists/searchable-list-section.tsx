import { Badge, EmptyState, Group, Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadErrorAlert } from "../load-error-alert";
import { TableSkeleton } from "../table-skeleton";
import { type ListSearch, ListSearchInput } from "./list-search-input";

type SearchableListSectionProps = {
  search: ListSearch;
  /** Left out until the list has loaded, so no count shows before there is one. */
  count?: { label: string; testId: string };
  loading: boolean;
  /** Given only when the list failed to load. */
  loadError?: { title: string; error: unknown; onRetry?: () => void };
  /** Given only when there is nothing to show: the empty list, or a search that matched nothing. */
  empty?: { icon: ReactNode; title: string; hint: string };
  /** The list itself (its table, which turns into cards on a phone). */
  children: ReactNode;
  /** Below the list whatever its state, e.g. a "load more" button. */
  footer?: ReactNode;
};

/**
 * The framed list of a config screen: a search box (and the count) on top, then a skeleton while it loads,
 * the load error, the empty state or the list, so every screen shows them the same way.
 */
export function SearchableListSection({
  search,
  count,
  loading,
  loadError,
  empty,
  children,
  footer,
}: SearchableListSectionProps) {
  return (
    <Paper withBorder radius="lg" shadow="xs" style={{ overflow: "hidden" }}>
      <Group
        p="md"
        justify="space-between"
        style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
      >
        <ListSearchInput {...search} />
        {count && (
          <Badge size="lg" variant="light" radius="sm" data-testid={count.testId}>
            {count.label}
          </Badge>
        )}
      </Group>
      {loading ? (
        <TableSkeleton />
      ) : loadError ? (
        <LoadErrorAlert title={loadError.title} error={loadError.error} onRetry={loadError.onRetry} />
      ) : empty ? (
        <EmptyState
          withIndicatorBackground
          icon={empty.icon}
          title={empty.title}
          description={empty.hint}
          py={56}
        />
      ) : (
        children
      )}
      {footer}
    </Paper>
  );
}
