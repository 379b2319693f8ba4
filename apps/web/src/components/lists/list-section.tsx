import { Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadErrorAlert } from "../load-error-alert";
import { TableSkeleton } from "../table-skeleton";

/** The part of a TanStack list query a list section shows. */
export type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type ListSectionProps = {
  /** Above the list whatever its state, e.g. its search box and count. */
  header?: ReactNode;
  list: ListQuery;
  loadErrorTitle: string;
  /**
   * Given only when there is nothing to show: what says so (an EmptyNotice for the empty list or a search
   * that matched nothing, or a view of the list's own that offers to drop its filters).
   */
  empty?: ReactNode;
  skeletonRows?: number;
  /** The list itself (its table, which turns into cards on a phone). */
  children: ReactNode;
  /** Below the list whatever its state, e.g. a "load more" button. */
  footer?: ReactNode;
};

/**
 * A framed list: a skeleton while it loads, the load error (with a retry), the empty state or the list, so
 * every screen shows them the same way.
 */
export function ListSection({
  header,
  list,
  loadErrorTitle,
  empty,
  skeletonRows,
  children,
  footer,
}: ListSectionProps) {
  return (
    <Paper withBorder radius="lg" shadow="xs" style={{ overflow: "hidden" }}>
      {header}
      {list.isPending ? (
        <TableSkeleton rows={skeletonRows} />
      ) : list.isError ? (
        <LoadErrorAlert title={loadErrorTitle} error={list.error} onRetry={() => void list.refetch()} />
      ) : empty ? (
        empty
      ) : (
        children
      )}
      {footer}
    </Paper>
  );
}
