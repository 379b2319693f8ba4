import type { ReportSummary } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { formatCount } from "../lib/report-figures";
import { ReportSection, type SectionQuery } from "./report-section";
import { SortableTable } from "./sortable-table";

/** Summary.byClosingCategory: the chats closed with each category, and their share of all closings. */
export function ClosingsTable({ query }: { query: SectionQuery<ReportSummary> }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      headingId="report-closings"
      testId="report-closings"
      title={t("reports.tables.closings.title")}
      description={t("reports.tables.closings.description")}
      query={query}
      isEmpty={(summary) => summary.byClosingCategory.every((row) => row.chats === 0)}
      skeleton="table"
    >
      {(summary) => {
        const total = summary.byClosingCategory.reduce((sum, row) => sum + row.chats, 0);
        const share = (chats: number) => (total === 0 ? 0 : Math.round((chats / total) * 1000) / 10);
        return (
          <SortableTable
            rows={summary.byClosingCategory}
            rowKey={(row) => row.categoryId ?? "none"}
            labelledBy="report-closings"
            testId="report-closings-table"
            initialSort={{ key: "chats", direction: "descending" }}
            minWidth={320}
            columns={[
              { key: "name", header: t("reports.tables.closings.name"), value: (row) => row.name },
              {
                key: "chats",
                header: t("reports.tables.closings.chats"),
                value: (row) => row.chats,
                cell: (row) => formatCount(row.chats),
                numeric: true,
              },
              {
                key: "share",
                header: t("reports.tables.closings.share"),
                value: (row) => row.chats,
                cell: (row) => `${share(row.chats).toLocaleString("es-MX")} %`,
                numeric: true,
              },
            ]}
          />
        );
      }}
    </ReportSection>
  );
}
