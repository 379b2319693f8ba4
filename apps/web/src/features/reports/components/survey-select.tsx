import type { SurveyReportGeneral } from "@consola/shared";
import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";

type SurveySelectProps = {
  /** The last general report's survey and list (kept while another survey or period loads). */
  choices: Pick<SurveyReportGeneral, "survey" | "surveys"> | undefined;
  /** The survey the URL names; null: the one the server chose (the newest). */
  surveyId: number | null;
  /** The general report failed before any list arrived (a link naming a survey the business does not have). */
  failed: boolean;
  /** A survey, or null for the newest. */
  onChange: (surveyId: number | null) => void;
};

/** Which of the business's surveys the report reads (each with all its versions), first in the filter bar. */
export function SurveySelect({ choices, surveyId, failed, onChange }: SurveySelectProps) {
  const { t } = useTranslation();
  const chosen = surveyId ?? choices?.survey?.id ?? null;
  let data: { value: string; label: string }[];
  if (choices) {
    data = choices.surveys.map((survey) => ({ value: String(survey.id), label: survey.name }));
  } else if (failed && surveyId !== null) {
    // No list to choose from: the way out is the newest survey, which the server always takes.
    data = [
      { value: String(surveyId), label: t("reports.surveys.unknown") },
      { value: "", label: t("reports.surveys.newest") },
    ];
  } else {
    data = [{ value: "", label: t("reports.surveys.loading") }];
  }
  return (
    <NativeSelect
      label={t("reports.surveys.survey")}
      value={chosen === null ? "" : String(chosen)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(value ? Number(value) : null);
      }}
      disabled={!choices && !(failed && surveyId !== null)}
      data={data}
      w={{ base: "100%", xs: 300 }}
      data-testid="survey-select"
    />
  );
}
