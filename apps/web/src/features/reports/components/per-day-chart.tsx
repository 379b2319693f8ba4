import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { formatCount } from "../lib/report-figures";
import { CHART_BASE, CHART_COLORS, COUNT_AXIS, MAX_BAR_WIDTH } from "./chart-style";

/** A day of the chart: its date, its axis label, and one count per series. */
export type PerDayChartRow<K extends string> = { day: string; label: string } & Record<K, number>;

type PerDayChartProps<K extends string> = {
  rows: PerDayChartRow<K>[];
  /** The two series, in the bars' order: the first in blue, the second in orange (dashed as a line). */
  series: readonly [{ key: K; label: string }, { key: K; label: string }];
};

/** Up to a month, one pair of bars a day; longer periods are drawn as lines. */
const BARS_UP_TO_DAYS = 31;

/** Two counts on each day of the period (chats opened and ended, surveys sent and complete). */
export function PerDayChart<K extends string>({ rows, series: [first, second] }: PerDayChartProps<K>) {
  const one = { name: first.key, label: first.label, color: CHART_COLORS.first };
  const other = { name: second.key, label: second.label, color: CHART_COLORS.second };
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
      series={[one, other]}
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
      series={[one, { ...other, strokeDasharray: "6 4" }]}
    />
  );
}
