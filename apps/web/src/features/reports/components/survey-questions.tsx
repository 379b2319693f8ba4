import type { SurveyReportGeneral } from "@consola/shared";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ReportSection, type SectionQuery } from "./report-section";
import { SurveyQuestionCard } from "./survey-question-card";

/** General.questions: each question of the survey, in the survey's order, with its answers. */
export function SurveyQuestions({ query }: { query: SectionQuery<SurveyReportGeneral> }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      headingId="survey-questions"
      testId="survey-questions"
      title={t("reports.surveys.questions.title")}
      description={t("reports.surveys.questions.description")}
      query={query}
      isEmpty={(report) => report.questions.every((question) => question.answered === 0)}
      empty={{ title: t("reports.surveys.empty"), hint: t("reports.surveys.emptyHint") }}
      skeleton="chart"
    >
      {(report) => (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {report.questions.map((question, index) => (
            <SurveyQuestionCard key={question.key} question={question} number={index + 1} />
          ))}
        </SimpleGrid>
      )}
    </ReportSection>
  );
}
