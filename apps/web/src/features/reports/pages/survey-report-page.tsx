import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconClipboardOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyNotice } from "../../../components/empty-notice";
import { PageToolbar } from "../../../components/page-toolbar";
import { surveyReportFiles } from "../api/report-files";
import { ReportClock } from "../components/report-clock";
import { ReportDownloads } from "../components/report-downloads";
import { ReportFilters } from "../components/report-filters";
import { SurveyCards } from "../components/survey-cards";
import { SurveyComments } from "../components/survey-comments";
import { SurveyFiguresTable } from "../components/survey-figures-table";
import { SurveyQuestions } from "../components/survey-questions";
import { SurveySelect } from "../components/survey-select";
import { SurveysPerDay } from "../components/surveys-per-day";
import { useReportFilters } from "../hooks/use-report-filters";
import { useSurveyReports } from "../hooks/use-survey-reports";
import { mapped } from "../lib/combined-query";

/**
 * /report/surveys: how contacts rated the service over a period (the last 7 days unless the URL says
 * otherwise), cut like /report by agent, area and channel, for one of the business's surveys: headline cards,
 * surveys per day, each question's answers, satisfaction per area and per agent, the latest comments, and the
 * answers as a CSV. Admins and supervisors (the route table keeps agents out).
 */
export function SurveyReportPage() {
  const { t } = useTranslation();
  const filters = useReportFilters();
  const reports = useSurveyReports(filters.surveyQuery);
  const { choices } = reports;
  const noSurvey = choices?.survey === null;
  const survey = choices?.survey;
  const areas = mapped(reports.area, ({ rows }) =>
    rows.map(({ areaId, ...row }) => ({ ...row, id: areaId })),
  );
  const agents = mapped(reports.employee, ({ rows }) =>
    rows.map(({ agentId, ...row }) => ({ ...row, id: agentId })),
  );

  return (
    <Stack gap="lg" data-testid="survey-report-page">
      <PageToolbar subtitle={t("reports.surveys.subtitle")}>
        {!noSurvey && (
          <ReportDownloads files={surveyReportFiles(filters.surveyQuery, t("reports.surveys.download"))} />
        )}
      </PageToolbar>
      <ReportFilters filters={filters}>
        {!noSurvey && (
          <SurveySelect
            choices={choices}
            surveyId={filters.surveyId}
            failed={reports.general.isError}
            onChange={(surveyId) => filters.change({ surveyId })}
          />
        )}
      </ReportFilters>
      {noSurvey ? (
        <EmptyNotice
          framed
          icon={<IconClipboardOff size={26} />}
          title={t("reports.surveys.noSurvey")}
          hint={t("reports.surveys.noSurveyHint")}
        />
      ) : (
        <>
          <Group gap="xs" justify="space-between">
            <ReportClock clock={choices?.clock} />
            {survey && (
              <Text size="sm" c="gray.7" data-testid="survey-versions">
                {t("reports.surveys.versions", { count: survey.versions, name: survey.name })}
              </Text>
            )}
          </Group>
          <SurveyCards query={reports.general} />
          <SurveysPerDay query={reports.general} />
          <SurveyQuestions query={reports.general} />
          {/* Six columns of figures need the full width below a wide screen's 1408 px. */}
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
            <SurveyFiguresTable kind="areas" query={areas} />
            <SurveyFiguresTable kind="agents" query={agents} />
          </SimpleGrid>
          <SurveyComments query={reports.general} />
        </>
      )}
    </Stack>
  );
}
