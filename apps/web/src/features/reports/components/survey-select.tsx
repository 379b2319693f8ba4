import type { SurveyReportGeneral } from "@consola/shared";
import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";

type SurveySelectProps = {
  /** The last general report's survey and list (kept while another survey or period loads). */
  choices: Pick<SurveyReportGeneral, "survey" | "surveys"> | undefined;
  /** The survey the URL names; null: the one the server chose (the newest). */
  surveyId: number | null;
  onChange: (surveyId: number) => void;
};

/** Which of the business's surveys the report reads (each with all its versions), first in the filter bar. */
export function SurveySelect({ choices, surveyId, onChange }: SurveySelectProps) {
  const { t } = useTranslation();
  const chosen = surveyId ?? choices?.survey?.id ?? null;
  return (
    <NativeSelect
      label={t("reports.surveys.survey")}
      value={chosen === null ? "" : String(chosen)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      disabled={!choices}
      data={
        choices
          ? choices.surveys.map((survey) => ({ value: String(survey.id), label: survey.name }))
          : [{ value: "", label: t("reports.surveys.loading") }]
      }
      w={{ base: "100%", xs: 300 }}
      data-testid="survey-select"
    />
  );
}
