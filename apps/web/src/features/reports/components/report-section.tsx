import { Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconChartBarOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNotice } from "../../../components/empty-notice";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { TableSkeleton } from "../../../components/table-skeleton";

/** What a section needs of its query (a TanStack result, or several combined). */
export type SectionQuery<D> = {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type ReportSectionProps<D> = {
  /** The heading's id: the chart or table inside is named by it. */
  headingId: string;
  title: string;
  description: string;
  query: SectionQuery<D>;
  isEmpty: (data: D) => boolean;
  /** What an empty section says, when "no data in this period" is not the reason. */
  empty?: { title: string; hint: string };
  /** What stands in while it loads: a chart's box or a table's rows. */
  skeleton: "chart" | "table";
  /** Controls at the right of the heading (the chart/table switch). */
  aside?: ReactNode;
  testId: string;
  children: (data: D) => ReactNode;
};

/** One framed part of the report: its heading, and its figures, or why there are none. */
export function ReportSection<D>({
  headingId,
  title,
  description,
  query,
  isEmpty,
  empty,
  skeleton,
  aside,
  testId,
  children,
}: ReportSectionProps<D>) {
  const { t } = useTranslation();
  const { data } = query;
  let body: ReactNode;
  if (query.isError) {
    body = (
      <LoadErrorAlert title={t("reports.loadError")} error={query.error} onRetry={() => query.refetch()} />
    );
  } else if (query.isPending || data === undefined) {
    body =
      skeleton === "chart" ? (
        <Skeleton height={260} aria-hidden data-testid="report-skeleton" />
      ) : (
        <div data-testid="report-skeleton">
          <TableSkeleton rows={4} />
        </div>
      );
  } else if (isEmpty(data)) {
    body = (
      <EmptyNotice
        icon={<IconChartBarOff size={26} />}
        title={empty?.title ?? t("reports.empty")}
        hint={empty?.hint ?? t("reports.emptyHint")}
      />
    );
  } else {
    body = children(data);
  }
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      aria-busy={query.isPending && !query.isError}
      data-testid={testId}
      miw={0}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: "1 1 240px" }}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {aside}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
