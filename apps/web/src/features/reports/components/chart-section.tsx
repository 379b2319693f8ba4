import { Box, SegmentedControl, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ReportSection, type ReportSectionProps } from "./report-section";

type ChartSectionProps<D> = Omit<ReportSectionProps<D>, "skeleton" | "aside" | "children"> & {
  /** The figures in one sentence: read out with the chart, and shown over it for everyone. */
  summary: (data: D) => ReactNode;
  chart: (data: D) => ReactNode;
  /** The same figures as a table, for whoever cannot read the chart (or wants the exact numbers). */
  table: (data: D) => ReactNode;
};

/**
 * A chart with its alternative: a summary line, and a switch to the same figures as a table. The chart is one
 * image to assistive technology, named by the section's heading and described by the summary.
 */
export function ChartSection<D>({
  headingId,
  summary,
  chart,
  table,
  title,
  ...section
}: ChartSectionProps<D>) {
  const { t } = useTranslation();
  const [view, setView] = useState<"chart" | "table">("chart");
  const summaryId = `${headingId}-summary`;
  return (
    <ReportSection
      {...section}
      headingId={headingId}
      title={title}
      skeleton="chart"
      aside={
        <SegmentedControl
          size="xs"
          aria-label={t("reports.charts.viewOf", { title })}
          value={view}
          onChange={(value) => setView(value === "table" ? "table" : "chart")}
          data={[
            { value: "chart", label: t("reports.charts.showChart") },
            { value: "table", label: t("reports.charts.showTable") },
          ]}
        />
      }
    >
      {(data) => (
        <Stack gap="sm">
          <Text size="sm" id={summaryId}>
            {summary(data)}
          </Text>
          {view === "chart" ? (
            <Box
              role="img"
              aria-labelledby={headingId}
              aria-describedby={summaryId}
              data-testid={`${section.testId}-chart`}
            >
              {chart(data)}
            </Box>
          ) : (
            table(data)
          )}
        </Stack>
      )}
    </ReportSection>
  );
}
