import {
  ADD_HOURS_MAX,
  ADD_HOURS_MIN,
  type BusinessSettings,
  type BusinessTimeZone,
  PHONE_COUNTRIES,
  type PhoneCountry,
  type SaveSettingsBody,
  saveSettingsBodySchema,
} from "@consola/shared";
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { formatBusinessDateTime } from "../../../lib/time/business-time";
import { useNow } from "../../../lib/time/use-now";
import { timeZoneOptions } from "./time-zone-options";

const clockErrors = schemaResolver<SaveSettingsBody>(saveSettingsBodySchema);

type ClockSectionProps = {
  settings: BusinessSettings;
  saving: boolean;
  onSave: (body: SaveSettingsBody) => Promise<unknown>;
};

/** Time zone (IANA), extra hours and the country of phones typed without a code, with the clock they give. */
export function ClockSection({ settings, saving, onSave }: ClockSectionProps) {
  const { t } = useTranslation();
  const [timeZone, setTimeZone] = useState<BusinessTimeZone>(settings.BusinessTimeZone);
  const [addHours, setAddHours] = useState<number>(settings.addHours);
  const [phoneCountry, setPhoneCountry] = useState<PhoneCountry>(settings.phoneCountry);
  useEffect(() => {
    setTimeZone(settings.BusinessTimeZone);
    setAddHours(settings.addHours);
    setPhoneCountry(settings.phoneCountry);
  }, [settings]);
  const now = useNow(1_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offsets change at most twice a year, so the list follows the day
  const options = useMemo(
    () =>
      timeZoneOptions(new Date(now)).map(({ group, items }) => ({
        group,
        items: items.map(({ value, label }) => ({ value, label })),
      })),
    [Math.floor(now / 86_400_000)],
  );
  const body: SaveSettingsBody = { BusinessTimeZone: timeZone, addHours, phoneCountry };
  const errors = clockErrors(body);
  const hoursValid = errors.addHours === undefined;

  return (
    <Panel title={t("companySetup.clock.title")} description={t("companySetup.clock.description")}>
      <form
        noValidate
        aria-label={t("companySetup.clock.title")}
        onSubmit={(event) => {
          event.preventDefault();
          if (Object.keys(errors).length === 0) void onSave(body).catch(() => undefined);
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <Select
              label={t("companySetup.clock.timeZone")}
              data={options}
              value={timeZone}
              onChange={(value) => value && setTimeZone(value as BusinessTimeZone)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label={t("companySetup.clock.addHours")}
              description={t("companySetup.clock.addHoursHint")}
              min={ADD_HOURS_MIN}
              max={ADD_HOURS_MAX}
              allowDecimal={false}
              clampBehavior="strict"
              value={addHours}
              onChange={(value) => setAddHours(typeof value === "number" ? value : Number(value) || 0)}
              error={errors.addHours}
            />
            <Select
              label={t("companySetup.clock.phoneCountry")}
              description={t("companySetup.clock.phoneCountryHint")}
              data={PHONE_COUNTRIES.map((country) => ({
                value: country,
                label: t(`companySetup.clock.countries.${country}`),
              }))}
              value={phoneCountry}
              onChange={(value) => value && setPhoneCountry(value as PhoneCountry)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {t("companySetup.clock.preview")}:{" "}
              <Text component="span" fw={700} ff="monospace" data-testid="clock-preview">
                {formatBusinessDateTime(now, { timeZone, addHours: hoursValid ? addHours : 0 })}
              </Text>
            </Text>
            <Button type="submit" loading={saving} disabled={!hoursValid}>
              {t("companySetup.clock.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
