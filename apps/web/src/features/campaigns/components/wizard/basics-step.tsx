import { CAMPAIGN_NAME_MAX_LENGTH } from "@consola/shared";
import { Alert, Select, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../../components/load-error-alert";
import { lineName } from "../../campaign-format";
import { useCampaignLines } from "../../hooks/use-campaign-options";
import { selectProps, type WizardForm } from "./wizard-form";

/** The campaign's name and the line it leaves from (its active WhatsApp and SMS lines). */
export function BasicsStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const lines = useCampaignLines();
  const line = selectProps(form, "channelId");
  return (
    <Stack gap="md" maw={560}>
      <TextInput
        label={t("campaigns.wizard.basics.name")}
        description={t("campaigns.wizard.basics.nameHint")}
        placeholder={t("campaigns.wizard.basics.namePlaceholder")}
        maxLength={CAMPAIGN_NAME_MAX_LENGTH}
        withAsterisk
        data-autofocus
        {...form.getInputProps("name")}
      />
      {lines.isError ? (
        <LoadErrorAlert
          title={t("campaigns.wizard.basics.linesError")}
          error={lines.error}
          onRetry={() => void lines.refetch()}
        />
      ) : (
        <Select
          label={t("campaigns.wizard.basics.line")}
          description={t("campaigns.wizard.basics.lineHint")}
          placeholder={t("campaigns.wizard.basics.linePlaceholder")}
          data={(lines.data ?? []).map((option) => ({ value: String(option.id), label: lineName(option) }))}
          withAsterisk
          allowDeselect={false}
          disabled={lines.isPending}
          {...line}
          onChange={(value) => {
            // Templates belong to one line: another line starts without one.
            if ((value ?? "") !== form.values.channelId) form.setFieldValue("templateId", "");
            line.onChange(value);
          }}
        />
      )}
      {lines.isSuccess && lines.data.length === 0 && (
        <Alert variant="light" color="orange">
          {t("campaigns.wizard.basics.noLines")}
        </Alert>
      )}
    </Stack>
  );
}
