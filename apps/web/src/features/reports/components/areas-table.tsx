import type { ResponseFirstReport } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { formatCount, formatDuration, formatShare } from "../lib/report-figures";
import { ReportSection, type SectionQuery } from "./report-section";
import { SortableTable } from "./sortable-table";

/** Per area: how many chats were answered and how fast (ResponseFirst.byArea). */
export function AreasTable({ query }: { query: SectionQuery<ResponseFirstReport> }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      headingId="report-areas"
      testId="report-areas"
      title={t("reports.tables.areas.title")}
      description={t("reports.tables.areas.description")}
      query={query}
      isEmpty={(report) => report.byArea.length === 0}
      skeleton="table"
    >
      {(report) => (
        <SortableTable
          rows={report.byArea}
          rowKey={(row) => row.areaId ?? "none"}
          labelledBy="report-areas"
          testId="report-areas-table"
          initialSort={{ key: "answered", direction: "descending" }}
          minWidth={440}
          columns={[
            {
              key: "name",
              header: t("reports.tables.areas.name"),
              value: (row) => (row.areaId === null ? t("reports.tables.areas.noArea") : row.name),
            },
            {
              key: "answered",
              header: t("reports.tables.areas.answered"),
              value: (row) => row.answered,
              cell: (row) => formatCount(row.answered),
              numeric: true,
            },
            {
              key: "median",
              header: t("reports.tables.areas.median"),
              value: (row) => row.medianSeconds,
              cell: (row) => formatDuration(row.medianSeconds),
              numeric: true,
            },
            {
              key: "p90",
              header: t("reports.tables.areas.p90"),
              value: (row) => row.p90Seconds,
              cell: (row) => formatDuration(row.p90Seconds),
              numeric: true,
            },
            {
              key: "inTime",
              header: t("reports.tables.areas.inTime"),
              value: (row) => row.inTimeShare,
              cell: (row) => formatShare(row.inTimeShare),
              numeric: true,
            },
          ]}
        />
      )}
    </ReportSection>
  );
}
