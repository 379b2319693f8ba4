import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { IconClipboardList } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PageToolbar } from "../../../components/page-toolbar";
import { businessReportFiles } from "../api/report-files";
import { AgentsTable } from "../components/agents-table";
import { AreasTable } from "../components/areas-table";
import { ChatsPerDay } from "../components/chats-per-day";
import { ClosingsTable } from "../components/closings-table";
import { DetailTable } from "../components/detail-table";
import { FirstResponseByAgent } from "../components/first-response-by-agent";
import { LabelsTable } from "../components/labels-table";
import { MessagesPerDay } from "../components/messages-per-day";
import { ReportClock } from "../components/report-clock";
import { ReportDownloads } from "../components/report-downloads";
import { ReportFilters } from "../components/report-filters";
import type { SectionQuery } from "../components/report-section";
import { SummaryCards } from "../components/summary-cards";
import { useReportFilters } from "../hooks/use-report-filters";
import { useReportDetail, useReports } from "../hooks/use-reports";
import { combined } from "../lib/combined-query";

type Part<D> = SectionQuery<D>;

/**
 * /report: the business's figures over a period (the last 7 days unless the URL says otherwise), cut by agent,
 * area and channel: headline cards against the period before, charts with their tables, and sortable tables
 * down to one row per chat. Admins and supervisors (the route table keeps agents out).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const filters = useReportFilters();
  const reports = useReports(filters.query);
  const detail = useReportDetail(filters.query);

  const cards = combined({ summary: reports.summary, responseFirst: reports.responseFirst });
  const previous = combined({
    summary: reports.previousSummary,
    responseFirst: reports.previousResponseFirst,
  });
  const agents = combined({ responseFirst: reports.responseFirst, web: reports.web });
  const detailRows: Part<NonNullable<typeof detail.data>["pages"][number]["rows"]> = {
    data: detail.data?.pages.flatMap((page) => page.rows),
    isPending: detail.isPending,
    isError: detail.isError && !detail.isFetchNextPageError,
    error: detail.error,
    refetch: () => detail.refetch(),
  };
  // The survey report opens on the same period and filters (both pages read the same URL keys).
  const { search } = useLocation();

  return (
    <Stack gap="lg" data-testid="reports-page">
      <PageToolbar subtitle={t("reports.subtitle")}>
        {/* Two buttons are wider than a phone: there they go one under the other. */}
        <Group gap="xs" justify="flex-end">
          <Button
            component={Link}
            to={`/report/surveys${search}`}
            variant="default"
            size="sm"
            leftSection={<IconClipboardList size={16} aria-hidden />}
          >
            {t("reports.surveys.open")}
          </Button>
          <ReportDownloads files={businessReportFiles(filters.query)} />
        </Group>
      </PageToolbar>
      <ReportFilters filters={filters} />
      <ReportClock clock={reports.summary.data?.clock} />
      <SummaryCards current={cards} previous={previous.data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MessagesPerDay query={reports.incomingOutgoing} />
        <ChatsPerDay query={reports.chatStatus} />
      </SimpleGrid>
      <FirstResponseByAgent query={reports.responseFirst} />
      <AgentsTable query={agents} />
      {/* Five columns of figures need the full width below a wide screen's 1408 px. */}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <AreasTable query={reports.responseFirst} />
        <ClosingsTable query={reports.summary} />
      </SimpleGrid>
      <LabelsTable query={reports.summary} />
      <DetailTable
        query={detailRows}
        hasMore={detail.hasNextPage}
        loadingMore={detail.isFetchingNextPage}
        onMore={() => detail.fetchNextPage()}
        moreError={detail.isFetchNextPageError ? detail.error : null}
      />
    </Stack>
  );
}
