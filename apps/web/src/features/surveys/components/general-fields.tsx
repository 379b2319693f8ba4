import { SURVEY_LIMITS } from "@consola/shared";
import { NumberInput, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import type { SurveyFormValues } from "./survey-form-values";
import { fieldId } from "./survey-issues";

/** The messages that open and close the survey: the same field, each with its own label and hint. */
const MESSAGES = ["initialMessage", "finalMessage"] as const;

/** The survey's name and description (for the team) and the messages that open and close it. */
export function GeneralFields({ form }: { form: UseFormReturnType<SurveyFormValues> }) {
  const { t } = useTranslation();
  return (
    <Panel title={t("surveys.editor.general")} description={t("surveys.editor.generalHint")}>
      <TextInput
        id={fieldId("name")}
        label={t("surveys.editor.name")}
        placeholder={t("surveys.editor.namePlaceholder")}
        maxLength={SURVEY_LIMITS.nameLength}
        withAsterisk
        {...form.getInputProps("name")}
      />
      <Textarea
        id={fieldId("description")}
        label={t("surveys.editor.description")}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={SURVEY_LIMITS.descriptionLength}
        {...form.getInputProps("description")}
      />
      {MESSAGES.map((field) => (
        <Textarea
          key={field}
          id={fieldId(field)}
          label={t(`surveys.editor.${field}`)}
          description={t(`surveys.editor.${field}Hint`)}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SURVEY_LIMITS.textLength}
          withAsterisk
          {...form.getInputProps(field)}
        />
      ))}
      <NumberInput
        id={fieldId("timeoutMinutes")}
        label={t("surveys.editor.timeoutMinutes")}
        description={t("surveys.editor.timeoutMinutesHint")}
        min={SURVEY_LIMITS.timeoutMinutes.min}
        max={SURVEY_LIMITS.timeoutMinutes.max}
        step={60}
        allowDecimal={false}
        allowNegative={false}
        maw={280}
        {...form.getInputProps("timeoutMinutes")}
      />
    </Panel>
  );
}
