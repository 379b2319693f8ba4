import { Group, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { Panel } from "../../../components/panel";
import { useSurveySwitch, useSurveySwitchMutation } from "../hooks/use-survey-switch";

type SurveySwitchPanelProps = {
  /** The survey the business would send (undefined while the list loads; null: none is active). */
  activeName: string | null | undefined;
};

/**
 * The company switch over the list (spec section 3): the business sends surveys or not, whichever is active;
 * a line says what a closed chat gets now.
 */
export function SurveySwitchPanel({ activeName }: SurveySwitchPanelProps) {
  const { t } = useTranslation();
  const current = useSurveySwitch();
  const save = useSurveySwitchMutation();

  if (current.isError) {
    return (
      <LoadErrorAlert
        title={t("surveys.switch.loadError")}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  const saved = current.data?.surveyActive;
  const on = save.isPending ? (save.variables ?? saved) : saved;
  return (
    <Panel>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: "1 1 320px" }}>
          <Title order={2} size="h4">
            {t("surveys.switch.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("surveys.switch.explanation")}
          </Text>
          {on !== undefined && activeName !== undefined && (
            <Text size="sm" data-testid="survey-switch-effect">
              {activeName === null
                ? t("surveys.switch.noActiveSurvey")
                : on
                  ? t("surveys.switch.sends", { name: activeName })
                  : t("surveys.switch.sendsNothing", { name: activeName })}
            </Text>
          )}
        </Stack>
        {on === undefined ? (
          <Skeleton height={28} width={200} />
        ) : (
          <Switch
            size="md"
            label={t("surveys.switch.label")}
            description={t(on ? "surveys.switch.on" : "surveys.switch.off")}
            checked={on}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
          />
        )}
      </Group>
    </Panel>
  );
}
