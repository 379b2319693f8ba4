import "@mantine/charts/styles.css";
import type { IncomingOutgoingReport } from "@consola/shared";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { formatCount, formatDay } from "../lib/report-figures";
import { ChartSection } from "./chart-section";
import { CHART_BASE, CHART_COLORS, COUNT_AXIS, MAX_BAR_WIDTH } from "./chart-style";
import { PerDayTable } from "./per-day-table";
import type { SectionQuery } from "./report-section";

/** What the chart needs: one business's IncomingOutgoing or the platform's InOutMaster answer the same. */
type MessagesByDay = Pick<IncomingOutgoingReport, "days" | "totals">;

type DayRow = { day: string; label: string; in: number; out: number };

function rowsOf(report: MessagesByDay): DayRow[] {
  return report.days.map(({ day, in: incoming, out }) => ({
    day,
    label: formatDay(day),
    in: incoming.whatsapp + incoming.sms + incoming.mms,
    out: out.whatsapp + out.sms + out.mms,
  }));
}

/** IncomingOutgoing (or InOutMaster): messages in and out on each day of the period. */
export function MessagesPerDay({ query }: { query: SectionQuery<MessagesByDay> }) {
  const { t } = useTranslation();
  return (
    <ChartSection
      headingId="report-messages"
      testId="report-messages"
      title={t("reports.charts.messages.title")}
      description={t("reports.charts.messages.description")}
      query={query}
      isEmpty={(report) => report.totals.in + report.totals.out === 0}
      summary={(report) =>
        t("reports.charts.messages.summary", {
          in: formatCount(report.totals.in),
          out: formatCount(report.totals.out),
        })
      }
      chart={(report) => (
        <BarChart
          maxBarWidth={MAX_BAR_WIDTH}
          {...CHART_BASE}
          {...COUNT_AXIS}
          h={280}
          data={rowsOf(report)}
          dataKey="label"
          valueFormatter={formatCount}
          series={[
            { name: "in", label: t("reports.charts.messages.in"), color: CHART_COLORS.first },
            { name: "out", label: t("reports.charts.messages.out"), color: CHART_COLORS.second },
          ]}
        />
      )}
      table={(report) => (
        <PerDayTable
          rows={rowsOf(report)}
          id="report-messages"
          columns={[
            { key: "in", header: t("reports.charts.messages.in"), value: (row) => row.in, numeric: true },
            { key: "out", header: t("reports.charts.messages.out"), value: (row) => row.out, numeric: true },
          ]}
        />
      )}
    />
  );
}
