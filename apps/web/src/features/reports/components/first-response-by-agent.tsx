import "@mantine/charts/styles.css";
import type { ResponseFirstReport } from "@consola/shared";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { formatCount, formatDuration } from "../lib/report-figures";
import { ChartSection } from "./chart-section";
import { CHART_BASE, CHART_COLORS } from "./chart-style";
import type { SectionQuery } from "./report-section";
import { SortableTable } from "./sortable-table";

type AgentRow = { agentId: number; name: string; answered: number; medianSeconds: number };

/** The people with a median, fastest first. */
function rowsOf(report: ResponseFirstReport): AgentRow[] {
  return report.byAgent
    .flatMap(({ agentId, name, answered, medianSeconds }) =>
      medianSeconds === null ? [] : [{ agentId, name, answered, medianSeconds }],
    )
    .sort((a, b) => a.medianSeconds - b.medianSeconds);
}

/** The axis's unit: seconds, minutes or hours, whichever keeps the slowest bar's figure readable. */
function unitFor(rows: AgentRow[]): { unit: "s" | "min" | "h"; seconds: number } {
  const slowest = Math.max(0, ...rows.map((row) => row.medianSeconds));
  if (slowest < 120) return { unit: "s", seconds: 1 };
  if (slowest < 2 * 3600) return { unit: "min", seconds: 60 };
  return { unit: "h", seconds: 3600 };
}

/** ResponseFirst per agent: each person's median time to answer a chat first. */
export function FirstResponseByAgent({ query }: { query: SectionQuery<ResponseFirstReport> }) {
  const { t } = useTranslation();
  return (
    <ChartSection
      headingId="report-first-response"
      testId="report-first-response"
      title={t("reports.charts.firstResponse.title")}
      description={t("reports.charts.firstResponse.description")}
      query={query}
      isEmpty={(report) => rowsOf(report).length === 0}
      summary={(report) => {
        const rows = rowsOf(report);
        const best = rows[0];
        return t("reports.charts.firstResponse.summary", {
          count: rows.length,
          best: formatDuration(best?.medianSeconds ?? null),
          name: best?.name ?? "",
        });
      }}
      chart={(report) => {
        const rows = rowsOf(report);
        const { unit, seconds } = unitFor(rows);
        const data = rows.map((row) => ({
          name: row.name,
          median: Math.round((row.medianSeconds / seconds) * 10) / 10,
        }));
        return (
          <BarChart
            {...CHART_BASE}
            h={Math.max(160, rows.length * 40 + 80)}
            data={data}
            dataKey="name"
            orientation="vertical"
            gridAxis="x"
            tickLine="x"
            yAxisProps={{ width: 130 }}
            xAxisProps={{ allowDecimals: false }}
            valueFormatter={(value) => `${formatCount(value)} ${unit}`}
            series={[
              {
                name: "median",
                label: t("reports.charts.firstResponse.median", { unit }),
                color: CHART_COLORS.single,
              },
            ]}
          />
        );
      }}
      table={(report) => (
        <SortableTable
          rows={rowsOf(report)}
          rowKey={(row) => row.agentId}
          labelledBy="report-first-response"
          testId="report-first-response-table"
          initialSort={{ key: "median", direction: "ascending" }}
          minWidth={320}
          columns={[
            { key: "name", header: t("reports.tables.agents.name"), value: (row) => row.name },
            {
              key: "median",
              header: t("reports.tables.agents.median"),
              value: (row) => row.medianSeconds,
              cell: (row) => formatDuration(row.medianSeconds),
              numeric: true,
            },
            {
              key: "answered",
              header: t("reports.tables.agents.firstAnswers"),
              value: (row) => row.answered,
              numeric: true,
            },
          ]}
        />
      )}
    />
  );
}
