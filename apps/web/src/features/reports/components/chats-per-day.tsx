import "@mantine/charts/styles.css";
import {
  type ChatStatusReport,
  CONVERSATION_STATUS_NAMES,
  OPEN_CONVERSATION_STATUSES,
} from "@consola/shared";
import { BarChart, LineChart } from "@mantine/charts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCount, formatDay } from "../lib/report-figures";
import { ChartSection } from "./chart-section";
import { CHART_BASE, CHART_COLORS, COUNT_AXIS, MAX_BAR_WIDTH } from "./chart-style";
import { PerDayTable } from "./per-day-table";
import type { SectionQuery } from "./report-section";

/**
 * What the chart needs: one business's ChatStatus or the platform's ChStaMaster, which count the open states
 * now and the same days.
 */
type ChatsByDay = Pick<ChatStatusReport, "days"> & {
  now: Record<(typeof OPEN_CONVERSATION_STATUSES)[number], number>;
};

type DayRow = { day: string; label: string; opened: number; ended: number };

function rowsOf(report: ChatsByDay): DayRow[] {
  return report.days.map((day) => ({
    day: day.day,
    label: formatDay(day.day),
    opened: day.opened,
    ended: day.closed + day.timedOut + day.deleted,
  }));
}

/** Up to a month, one pair of bars a day; longer periods are drawn as lines. */
const BARS_UP_TO_DAYS = 31;

const total = (rows: DayRow[], key: "opened" | "ended") => rows.reduce((sum, row) => sum + row[key], 0);

/** ChatStatus (or ChStaMaster): the chats open now by state, and on each day how many opened and ended. */
export function ChatsPerDay({ query }: { query: SectionQuery<ChatsByDay> }) {
  const { t } = useTranslation();
  return (
    <ChartSection
      headingId="report-chats"
      testId="report-chats"
      title={t("reports.charts.chats.title")}
      description={t("reports.charts.chats.description")}
      query={query}
      isEmpty={(report) => {
        const rows = rowsOf(report);
        return total(rows, "opened") + total(rows, "ended") === 0;
      }}
      summary={(report) => {
        const rows = rowsOf(report);
        const now = OPEN_CONVERSATION_STATUSES.map(
          (status) => `${CONVERSATION_STATUS_NAMES[status]}: ${formatCount(report.now[status])}`,
        ).join(" · ");
        return (
          <>
            {t("reports.charts.chats.summary", {
              opened: formatCount(total(rows, "opened")),
              ended: formatCount(total(rows, "ended")),
            })}{" "}
            <Text span size="sm" fw={600} data-testid="report-chats-now">
              {t("reports.charts.chats.now")}: {now}
            </Text>
          </>
        );
      }}
      chart={(report) => {
        const rows = rowsOf(report);
        const opened = { name: "opened", label: t("reports.charts.chats.opened"), color: CHART_COLORS.first };
        const ended = { name: "ended", label: t("reports.charts.chats.ended"), color: CHART_COLORS.second };
        // Bars read best over a few weeks; past a month they thin to hairlines and a line reads better.
        return rows.length <= BARS_UP_TO_DAYS ? (
          <BarChart
            maxBarWidth={MAX_BAR_WIDTH}
            {...CHART_BASE}
            {...COUNT_AXIS}
            h={280}
            data={rows}
            dataKey="label"
            valueFormatter={formatCount}
            series={[opened, ended]}
          />
        ) : (
          <LineChart
            {...CHART_BASE}
            {...COUNT_AXIS}
            h={280}
            data={rows}
            dataKey="label"
            curveType="linear"
            withDots={false}
            valueFormatter={formatCount}
            series={[opened, { ...ended, strokeDasharray: "6 4" }]}
          />
        );
      }}
      table={(report) => (
        <PerDayTable
          rows={rowsOf(report)}
          id="report-chats"
          columns={[
            {
              key: "opened",
              header: t("reports.charts.chats.opened"),
              value: (row) => row.opened,
              numeric: true,
            },
            {
              key: "ended",
              header: t("reports.charts.chats.ended"),
              value: (row) => row.ended,
              numeric: true,
            },
          ]}
        />
      )}
    />
  );
}
