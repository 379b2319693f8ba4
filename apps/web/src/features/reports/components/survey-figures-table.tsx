import { SURVEY_REPORT_NONE, type SurveyFigures } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { formatCount, formatShare } from "../lib/report-figures";
import { formatScore } from "../lib/survey-figures";
import { ReportSection, type SectionQuery } from "./report-section";
import { SortableTable } from "./sortable-table";

/** A row of the Area or Employee answer: the group's figures, under its name (no id: "Sin área/agente"). */
export type SurveyGroupRow = SurveyFigures & { id: number | null; name: string };

type SurveyFiguresTableProps = {
  kind: "areas" | "agents";
  query: SectionQuery<SurveyGroupRow[]>;
};

const NONE = { areas: SURVEY_REPORT_NONE.area, agents: SURVEY_REPORT_NONE.agent } as const;

/**
 * Area or Employee: each group's contacts' satisfaction (their average score out of 10) and completion rate
 * first, the columns a phone shows before scrolling, then its surveys sent and complete; sortable by any.
 */
export function SurveyFiguresTable({ kind, query }: SurveyFiguresTableProps) {
  const { t } = useTranslation();
  const id = `survey-${kind}`;
  return (
    <ReportSection
      headingId={id}
      testId={id}
      title={t(`reports.surveys.tables.${kind}.title`)}
      description={t(`reports.surveys.tables.${kind}.description`)}
      query={query}
      isEmpty={(rows) => rows.every((row) => row.sent === 0)}
      empty={{ title: t("reports.surveys.empty"), hint: t("reports.surveys.emptyHint") }}
      skeleton="table"
    >
      {(rows) => (
        <SortableTable
          rows={rows}
          rowKey={(row) => row.id ?? "none"}
          labelledBy={id}
          testId={`${id}-table`}
          initialSort={{ key: "sent", direction: "descending" }}
          minWidth={560}
          columns={[
            {
              key: "name",
              header: t(`reports.surveys.tables.${kind}.name`),
              value: (row) => (row.id === null ? NONE[kind] : row.name),
            },
            {
              key: "satisfaction",
              header: t("reports.surveys.tables.satisfaction"),
              value: (row) => row.averageScore,
              cell: (row) => formatScore(row.averageScore),
              numeric: true,
            },
            {
              key: "completionRate",
              header: t("reports.surveys.tables.completionRate"),
              value: (row) => row.completionRate,
              cell: (row) => formatShare(row.completionRate),
              numeric: true,
            },
            {
              key: "sent",
              header: t("reports.surveys.tables.sent"),
              value: (row) => row.sent,
              cell: (row) => formatCount(row.sent),
              numeric: true,
            },
            {
              key: "complete",
              header: t("reports.surveys.tables.complete"),
              value: (row) => row.complete,
              cell: (row) => formatCount(row.complete),
              numeric: true,
            },
            {
              key: "scored",
              header: t("reports.surveys.tables.scored"),
              value: (row) => row.scoredAnswers,
              cell: (row) => formatCount(row.scoredAnswers),
              numeric: true,
            },
          ]}
        />
      )}
    </ReportSection>
  );
}
