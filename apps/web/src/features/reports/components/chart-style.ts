/**
 * Series colours and axis text of the report's charts. On white, each series is above 3:1 (WCAG 1.4.11 for
 * graphics: blue 8 is 5.0:1, orange 9 4.3:1, teal 9 5.0:1) and the axis text above 4.5:1 (gray 7, 8.2:1);
 * Mantine's default "dimmed" axis text is 3.3:1. The two series of a chart also differ by more than colour
 * (bars side by side in a fixed order, a dashed line), and the legend names them.
 */
export const CHART_COLORS = { first: "blue.8", second: "orange.9", single: "teal.9" } as const;

/** A period of one or two days would otherwise draw bars as wide as the card. */
export const MAX_BAR_WIDTH = 48;

export const CHART_TEXT_COLOR = "gray.7";

/** Shared props of every report chart: no keyboard layer (the chart is one image; its table is the way in). */
export const CHART_BASE = {
  textColor: CHART_TEXT_COLOR,
  accessibilityLayer: false,
  tickLine: "y",
  gridAxis: "y",
  withLegend: true,
  // Recharts sorts the legend by name by default; the series' own order is the bars' order.
  legendProps: { verticalAlign: "bottom", height: 40, itemSorter: null },
} as const;

/** Charts of counts: a quiet day's axis would otherwise read 0.25, 0.5, 0.75 of a message. */
export const COUNT_AXIS = { yAxisProps: { allowDecimals: false } } as const;
