import {
  type BusinessSettings,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  type SaveSettingsBody,
  saveSettingsBodySchema,
} from "@consola/shared";
import { Button, Group, NumberInput, Radio, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

type RetentionSectionProps = {
  settings: BusinessSettings;
  saving: boolean;
  onSave: (body: SaveSettingsBody) => Promise<unknown>;
};

/** What a new period starts at when the admin chooses to delete: a year, the usual answer. */
const SUGGESTED_DAYS = 365;

const retentionErrors = schemaResolver<SaveSettingsBody>(saveSettingsBodySchema);

/**
 * How long the business keeps its ended chats' messages and files (decision 015): for ever (the default) or
 * a number of days, after which the hourly retention job deletes them. The chats themselves stay, for the
 * reports.
 */
export function RetentionSection({ settings, saving, onSave }: RetentionSectionProps) {
  const { t } = useTranslation();
  const saved = settings.retentionDays ?? null;
  const [keepAll, setKeepAll] = useState(saved === null);
  const [days, setDays] = useState<number | string>(saved ?? SUGGESTED_DAYS);
  useEffect(() => {
    setKeepAll(saved === null);
    setDays(saved ?? SUGGESTED_DAYS);
  }, [saved]);
  const { BusinessTimeZone, addHours, phoneCountry } = settings;
  // A number box being typed in holds text ("" once cleared): that is no number of days.
  const typedDays = typeof days === "number" ? days : Number.NaN;
  const body: SaveSettingsBody = { BusinessTimeZone, addHours, phoneCountry, retentionDays: typedDays };
  const daysError = retentionErrors(body).retentionDays;
  const daysValid = keepAll || daysError === undefined;

  return (
    <Panel title={t("companySetup.retention.title")} description={t("companySetup.retention.description")}>
      <form
        noValidate
        aria-label={t("companySetup.retention.title")}
        onSubmit={(event) => {
          event.preventDefault();
          if (!daysValid) return;
          void onSave({ ...body, retentionDays: keepAll ? null : typedDays }).catch(() => undefined);
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label={t("companySetup.retention.choice")}
            value={keepAll ? "keep" : "delete"}
            onChange={(value) => setKeepAll(value === "keep")}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="keep" label={t("companySetup.retention.keep")} />
              <Radio value="delete" label={t("companySetup.retention.delete")} />
            </Stack>
          </Radio.Group>
          {!keepAll && (
            <NumberInput
              label={t("companySetup.retention.days")}
              description={t("companySetup.retention.daysHint", {
                min: RETENTION_DAYS_MIN,
                max: RETENTION_DAYS_MAX,
              })}
              min={RETENTION_DAYS_MIN}
              max={RETENTION_DAYS_MAX}
              allowDecimal={false}
              value={days}
              onChange={setDays}
              error={daysValid ? undefined : daysError}
              maw={320}
            />
          )}
          <Text size="sm" c="dimmed">
            {keepAll
              ? t("companySetup.retention.keepSummary")
              : t("companySetup.retention.deleteSummary", { days: daysError ? "…" : days })}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!daysValid}>
              {t("companySetup.retention.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
