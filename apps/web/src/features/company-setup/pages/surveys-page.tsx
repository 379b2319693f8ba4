import { Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { Panel } from "../../../components/panel";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useCompanySetupMutations, useSurveySwitch } from "../hooks/use-company-setup";

/** /config/surveys: the business's survey switch (the survey builder comes with the surveys screens). */
export function SurveysSwitchPage() {
  const { t } = useTranslation();
  const current = useSurveySwitch();
  const { surveys } = useCompanySetupMutations();

  if (current.isError) {
    return (
      <LoadErrorAlert
        title={t("companySetup.loadError")}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  if (!current.data) return <TableSkeleton rows={2} />;
  const active = surveys.isPending
    ? (surveys.variables ?? current.data.surveyActive)
    : current.data.surveyActive;

  return (
    <Stack gap="md" p="md">
      <PageToolbar subtitle={t("companySetup.surveys.subtitle")} />
      <Panel title={t("companySetup.surveys.title")} gap="sm" maw={720}>
        <Text size="sm">{t("companySetup.surveys.explanation")}</Text>
        <Switch
          size="md"
          label={t("companySetup.surveys.switch")}
          description={t(active ? "companySetup.surveys.on" : "companySetup.surveys.off")}
          checked={active}
          disabled={surveys.isPending}
          onChange={(event) => surveys.mutate(event.currentTarget.checked)}
        />
      </Panel>
    </Stack>
  );
}
