import type { SurveyReportGeneral } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { formatCount, formatDay } from "../lib/report-figures";
import { everyDay } from "../lib/survey-figures";
import { ChartSection } from "./chart-section";
import { PerDayChart } from "./per-day-chart";
import { PerDayTable } from "./per-day-table";
import type { SectionQuery } from "./report-section";

type DayRow = { day: string; label: string; sent: number; complete: number };

function rowsOf(report: SurveyReportGeneral): DayRow[] {
  return everyDay(report).map(({ day, sent, complete }) => ({ day, label: formatDay(day), sent, complete }));
}

/** General.days: the surveys sent on each day of the period, and how many of them were answered in full. */
export function SurveysPerDay({ query }: { query: SectionQuery<SurveyReportGeneral> }) {
  const { t } = useTranslation();
  const sent = t("reports.surveys.perDay.sent");
  const complete = t("reports.surveys.perDay.complete");
  return (
    <ChartSection
      headingId="survey-per-day"
      testId="survey-per-day"
      title={t("reports.surveys.perDay.title")}
      description={t("reports.surveys.perDay.description")}
      query={query}
      isEmpty={(report) => report.totals.sent === 0}
      empty={{ title: t("reports.surveys.empty"), hint: t("reports.surveys.emptyHint") }}
      summary={(report) =>
        t("reports.surveys.perDay.summary", {
          sent: formatCount(report.totals.sent),
          complete: formatCount(report.totals.complete),
        })
      }
      chart={(report) => (
        <PerDayChart
          rows={rowsOf(report)}
          series={[
            { key: "sent", label: sent },
            { key: "complete", label: complete },
          ]}
        />
      )}
      table={(report) => (
        <PerDayTable
          rows={rowsOf(report)}
          id="survey-per-day"
          columns={[
            { key: "sent", header: sent, value: (row) => row.sent, numeric: true },
            { key: "complete", header: complete, value: (row) => row.complete, numeric: true },
          ]}
        />
      )}
    />
  );
}
