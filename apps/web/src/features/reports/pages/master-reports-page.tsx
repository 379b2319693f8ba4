import { SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageToolbar } from "../../../components/page-toolbar";
import { masterReportFiles } from "../api/report-files";
import { BusinessTrafficTable } from "../components/business-traffic-table";
import { ChatsPerDay } from "../components/chats-per-day";
import { MasterCards } from "../components/master-cards";
import { MessagesPerDay } from "../components/messages-per-day";
import { ReportDownloads } from "../components/report-downloads";
import { ReportFilters } from "../components/report-filters";
import { useMasterReports } from "../hooks/use-master-reports";
import { useReportFilters } from "../hooks/use-report-filters";
import { combined } from "../lib/combined-query";

/**
 * /admin/report ("Principal", the platform admins' start page): every business's figures over a period (the
 * last 7 days unless the URL says otherwise), cut by channel: the totals, messages and chats per day, and a
 * table of the businesses by traffic; the same as a CSV. Each business's days are its own calendar's, so no
 * single clock is named.
 */
export function MasterReportsPage() {
  const { t } = useTranslation();
  const filters = useReportFilters("platform");
  const reports = useMasterReports(filters.query);
  const figures = combined({ inOut: reports.inOut, chSta: reports.chSta, resFirst: reports.resFirst });

  return (
    <Stack gap="lg" data-testid="master-reports-page">
      <PageToolbar subtitle={t("reports.master.subtitle")}>
        <ReportDownloads files={masterReportFiles(filters.query)} />
      </PageToolbar>
      <ReportFilters filters={filters} />
      <Text size="sm" c="gray.7" data-testid="report-clock">
        {t("reports.master.clock")}
      </Text>
      <MasterCards query={figures} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MessagesPerDay query={reports.inOut} />
        <ChatsPerDay query={reports.chSta} />
      </SimpleGrid>
      <BusinessTrafficTable query={figures} />
    </Stack>
  );
}
