import {
  CAMPAIGN_COUNTRY_NAMES,
  CAMPAIGN_CURRENCIES,
  CAMPAIGN_DEFAULT_RATE,
  CAMPAIGN_MAX_GAP_HOURS,
  CAMPAIGN_MAX_RATE,
  CAMPAIGN_PRICE_CATEGORIES,
  CAMPAIGN_PRICE_COUNTRIES,
  CAMPAIGN_SMS_CATEGORY,
  type CampaignSettings,
} from "@consola/shared";
import { Alert, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import { UnsavedChangesBar } from "../../../components/forms/unsaved-changes-bar";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { Panel } from "../../../components/panel";
import { SectionHeading } from "../../../components/section-heading";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { saveCampaignSettings } from "../api/campaigns-api";
import { lineName } from "../campaign-format";
import {
  cellIndex,
  type SettingsValues,
  settingsBody,
  settingsErrors,
  settingsValues,
} from "../components/settings/settings-values";
import { categoryName } from "../components/wizard/message-step";
import { campaignQueries } from "../queries";

/**
 * /config/campaigns: the currency and price table the reviews cost campaigns with, the rest every contact gets
 * between campaigns, and each line's pace and daily limit. Saved as a whole; ConfigChanged refreshes readers.
 */
export function CampaignSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(campaignQueries.settings());
  return (
    <Stack gap="md" maw={1200}>
      <PageToolbar subtitle={t("campaigns.settings.subtitle")} />
      {settings.isError ? (
        <LoadErrorAlert
          title={t("campaigns.settings.loadError")}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : !settings.data ? (
        <TableSkeleton rows={8} />
      ) : (
        // What is saved (here or in another console) starts the form over; typing is kept until then.
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      )}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: CampaignSettings }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { formatDateTime } = useBusinessClock();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<SettingsValues>({ initialValues: settingsValues(settings), validate: settingsErrors });
  const save = useConfigMutation({
    mutationFn: saveCampaignSettings,
    changes: ["campaignSettings"],
    toastFailure: true,
    onSaved: (result) => client.setQueryData(campaignQueries.settings().queryKey, result.data),
  });

  return (
    // Mantine's error red (#fa5252) reads at 3.3:1 on white; the darker red keeps the field errors at AA.
    <form
      noValidate
      aria-label={t("campaigns.settings.formLabel")}
      style={{ "--mantine-color-error": "var(--mantine-color-red-9)" } as CSSProperties}
      onSubmit={form.onSubmit(
        (values) => {
          setSubmitted(false);
          void save.mutateAsync(settingsBody(values)).catch(() => undefined);
        },
        () => setSubmitted(true),
      )}
    >
      <Stack gap="md">
        <Panel title={t("campaigns.settings.general")} description={t("campaigns.settings.generalHint")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t("campaigns.settings.currency")}
              data={CAMPAIGN_CURRENCIES.map((code) => ({
                value: code,
                label: t(`campaigns.settings.currencies.${code}`, { defaultValue: code }),
              }))}
              allowDeselect={false}
              value={form.values.currency}
              onChange={(value) => form.setFieldValue("currency", value ?? form.values.currency)}
              error={form.errors.currency}
            />
            <NumberInput
              label={t("campaigns.settings.gapHours")}
              description={t("campaigns.settings.gapHoursHint")}
              inputWrapperOrder={["label", "input", "description", "error"]}
              min={0}
              max={CAMPAIGN_MAX_GAP_HOURS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps("gapHours")}
            />
          </SimpleGrid>
        </Panel>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <SectionHeading
              title={t("campaigns.settings.prices")}
              description={t("campaigns.settings.pricesHint")}
            />
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" data-testid="price-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("campaigns.settings.category")}</Table.Th>
                    {CAMPAIGN_PRICE_COUNTRIES.map((country) => (
                      <Table.Th key={country}>{CAMPAIGN_COUNTRY_NAMES[country]}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {CAMPAIGN_PRICE_CATEGORIES.map((category) => {
                    const name = category === CAMPAIGN_SMS_CATEGORY ? category : categoryName(category);
                    return (
                      <Table.Tr key={category}>
                        <Table.Th scope="row">{name}</Table.Th>
                        {CAMPAIGN_PRICE_COUNTRIES.map((country) => (
                          <Table.Td key={country} miw={120}>
                            <NumberInput
                              aria-label={t("campaigns.settings.priceOf", {
                                category: name,
                                country: CAMPAIGN_COUNTRY_NAMES[country],
                              })}
                              min={0}
                              decimalScale={4}
                              allowNegative={false}
                              hideControls
                              size="sm"
                              {...form.getInputProps(`prices.${cellIndex(category, country)}.price`)}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <SectionHeading
              title={t("campaigns.settings.lines")}
              description={t("campaigns.settings.linesHint")}
            />
            {settings.lines.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("campaigns.settings.noLines")}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="sm" data-testid="line-pace-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("campaigns.settings.line")}</Table.Th>
                      <Table.Th w={200}>{t("campaigns.settings.rate")}</Table.Th>
                      <Table.Th w={240}>{t("campaigns.settings.limit")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {settings.lines.map((line, index) => {
                      const name = lineName(line);
                      return (
                        <Table.Tr key={line.id} data-testid="line-pace-row">
                          <Table.Th scope="row" fw={500}>
                            {name}
                          </Table.Th>
                          <Table.Td>
                            <NumberInput
                              aria-label={t("campaigns.settings.rateOf", { line: name })}
                              min={1}
                              max={CAMPAIGN_MAX_RATE}
                              placeholder={String(CAMPAIGN_DEFAULT_RATE)}
                              clampBehavior="none"
                              allowDecimal={false}
                              allowNegative={false}
                              thousandSeparator=","
                              size="sm"
                              {...form.getInputProps(`lines.${index}.rate`)}
                            />
                          </Table.Td>
                          <Table.Td>
                            <NumberInput
                              aria-label={t("campaigns.settings.limitOf", { line: name })}
                              placeholder={t("campaigns.settings.limitPlaceholder")}
                              min={1}
                              allowDecimal={false}
                              allowNegative={false}
                              thousandSeparator=","
                              size="sm"
                              description={
                                line.limitReportedAt
                                  ? t("campaigns.settings.reported", {
                                      date: formatDateTime(line.limitReportedAt, "YYYY-MM-DD HH:mm"),
                                    })
                                  : undefined
                              }
                              inputWrapperOrder={["input", "description", "error"]}
                              {...form.getInputProps(`lines.${index}.messagingLimit`)}
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>

        {submitted && (
          <Alert color="red" variant="light" role="alert">
            {t("campaigns.settings.fixErrors")}
          </Alert>
        )}
        <UnsavedChangesBar
          dirty={form.isDirty()}
          saving={save.isPending}
          unsavedLabel={t("campaigns.settings.unsaved")}
          discardLabel={t("campaigns.settings.discard")}
          saveLabel={t("campaigns.settings.save")}
          onDiscard={() => {
            setSubmitted(false);
            form.reset();
          }}
        />
      </Stack>
    </form>
  );
}
