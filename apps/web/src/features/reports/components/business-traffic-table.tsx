import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BusinessStatusBadge } from "../../../components/business-status-badge";
import type { reportsEs } from "../es";
import { type BusinessTraffic, businessTraffic, type MasterFigures } from "../lib/business-traffic";
import { formatCount, formatDuration, formatShare } from "../lib/report-figures";
import { ReportSection, type SectionQuery } from "./report-section";
import { type SortableColumn, SortableTable } from "./sortable-table";

type TextKey = Exclude<keyof typeof reportsEs.master.businesses, "openIn">;

type CountKey = "received" | "sent" | "openNow" | "opened" | "ended";

/** A figure column: right aligned, written as a count. */
function count(key: CountKey, header: string): SortableColumn<BusinessTraffic> {
  return { key, header, value: (row) => row[key], cell: (row) => formatCount(row[key]), numeric: true };
}

/**
 * Every business with its period's traffic, the busiest first (messages in and out) until a header sorts it
 * otherwise; a name opens the business in the platform's panel.
 */
export function BusinessTrafficTable({ query }: { query: SectionQuery<MasterFigures> }) {
  const { t } = useTranslation();
  const text = (key: TextKey) => t(`reports.master.businesses.${key}`);
  return (
    <ReportSection
      headingId="report-businesses"
      testId="report-businesses"
      title={text("title")}
      description={text("description")}
      query={query}
      isEmpty={(figures) => figures.inOut.businesses.length === 0}
      empty={{ title: text("empty"), hint: text("emptyHint") }}
      skeleton="table"
    >
      {(figures) => (
        <SortableTable
          rows={businessTraffic(figures)}
          rowKey={(row) => row.businessId}
          labelledBy="report-businesses"
          testId="report-businesses-table"
          initialSort={null}
          minWidth={980}
          columns={[
            {
              key: "name",
              header: text("name"),
              value: (row) => row.name,
              nowrap: true,
              cell: (row) => (
                <Anchor
                  component={Link}
                  to={`/admin/business?q=${encodeURIComponent(row.name)}`}
                  size="sm"
                  fw={500}
                  title={t("reports.master.businesses.openIn", { name: row.name })}
                >
                  {row.name}
                </Anchor>
              ),
            },
            {
              key: "status",
              header: text("status"),
              value: (row) => t(`businessStatus.${row.status}`),
              cell: (row) => <BusinessStatusBadge status={row.status} />,
              nowrap: true,
            },
            count("received", text("received")),
            count("sent", text("sent")),
            count("openNow", text("openNow")),
            count("opened", text("opened")),
            count("ended", text("ended")),
            {
              key: "median",
              header: text("median"),
              value: (row) => row.medianSeconds,
              cell: (row) => formatDuration(row.medianSeconds),
              numeric: true,
            },
            {
              key: "inTime",
              header: text("inTime"),
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
