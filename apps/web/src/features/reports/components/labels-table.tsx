import type { ReportSummary } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { LabelChip } from "../../../components/labels/label-chips";
import { formatCount } from "../lib/report-figures";
import { ReportSection, type SectionQuery } from "./report-section";
import { SortableTable } from "./sortable-table";

/** Summary.byLabel: the chats opened in the period under each label, and their share of all chats opened. */
export function LabelsTable({ query }: { query: SectionQuery<ReportSummary> }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      headingId="report-labels"
      testId="report-labels"
      title={t("reports.tables.labels.title")}
      description={t("reports.tables.labels.description")}
      query={query}
      isEmpty={(summary) => summary.byLabel.length === 0}
      skeleton="table"
    >
      {(summary) => {
        const share = (chats: number) =>
          summary.opened === 0 ? 0 : Math.round((chats / summary.opened) * 1000) / 10;
        return (
          <SortableTable
            rows={summary.byLabel}
            rowKey={(row) => row.labelId}
            labelledBy="report-labels"
            testId="report-labels-table"
            initialSort={{ key: "chats", direction: "descending" }}
            minWidth={320}
            columns={[
              {
                key: "name",
                header: t("reports.tables.labels.name"),
                value: (row) => row.name,
                cell: (row) => <LabelChip label={row} />,
              },
              {
                key: "chats",
                header: t("reports.tables.labels.chats"),
                value: (row) => row.chats,
                cell: (row) => formatCount(row.chats),
                numeric: true,
              },
              {
                key: "share",
                header: t("reports.tables.labels.share"),
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
