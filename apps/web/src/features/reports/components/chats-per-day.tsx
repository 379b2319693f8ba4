import {
  type ChatStatusReport,
  CONVERSATION_STATUS_NAMES,
  OPEN_CONVERSATION_STATUSES,
} from "@consola/shared";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCount, formatDay } from "../lib/report-figures";
import { ChartSection } from "./chart-section";
import { PerDayChart } from "./per-day-chart";
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
      chart={(report) => (
        <PerDayChart
          rows={rowsOf(report)}
          series={[
            { key: "opened", label: t("reports.charts.chats.opened") },
            { key: "ended", label: t("reports.charts.chats.ended") },
          ]}
        />
      )}
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
