import "@mantine/dates/styles.css";
import {
  CHANNEL_KIND_NAMES,
  CHANNEL_KINDS,
  type ChannelKind,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  reportFiltersSchema,
} from "@consola/shared";
import { Button, Group, NativeSelect, Paper, Stack } from "@mantine/core";
import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { IconCalendar, IconFilterOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTransferCandidates } from "../../../data/chats";
import { useAreaOptions } from "../../../data/config/area-options-api";
import { labelQueries } from "../../../data/labels/queries";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import type { useReportFilters } from "../hooks/use-report-filters";
import { daysIn, QUICK_RANGES, quickRange, quickRangeOf } from "../lib/report-period";
import { CampaignSelect } from "./campaign-select";

type ReportFiltersProps = { filters: ReturnType<typeof useReportFilters> };

const idOf = (value: string) => (value ? Number(value) : null);

/**
 * One business's agent, area, label and campaign selects: their lists are that business's, so only its reports
 * ask for them.
 */
function AgentAndAreaSelects({ filters }: ReportFiltersProps) {
  const { t } = useTranslation();
  const { change } = filters;
  // The people a chat can be assigned to are the people who can answer one: the agents of the report.
  const people = useTransferCandidates(true);
  const areas = useAreaOptions();
  const labels = useQuery(labelQueries.list(null));
  return (
    <>
      <NativeSelect
        label={t("reports.filters.agent")}
        value={filters.agentId ? String(filters.agentId) : ""}
        onChange={(event) => change({ agentId: idOf(event.currentTarget.value) })}
        data={[
          { value: "", label: t("reports.filters.all") },
          ...(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
        ]}
        w={{ base: "100%", xs: 220 }}
      />
      <NativeSelect
        label={t("reports.filters.area")}
        value={filters.areaId ? String(filters.areaId) : ""}
        onChange={(event) => change({ areaId: idOf(event.currentTarget.value) })}
        data={[
          { value: "", label: t("reports.filters.allAreas") },
          ...(areas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
        ]}
        w={{ base: "100%", xs: 200 }}
      />
      {(labels.data?.length ?? 0) > 0 && (
        <NativeSelect
          label={t("reports.filters.labelFilter")}
          value={filters.labelId ? String(filters.labelId) : ""}
          onChange={(event) => change({ labelId: idOf(event.currentTarget.value) })}
          data={[
            { value: "", label: t("reports.filters.allLabels") },
            ...(labels.data ?? []).map((label) => ({ value: String(label.id), label: label.name })),
          ]}
          w={{ base: "100%", xs: 200 }}
        />
      )}
      <CampaignSelect campaignId={filters.campaignId} onChange={(campaignId) => change({ campaignId })} />
    </>
  );
}

/** Every report's filters, and the longest period one report covers (the server refuses a longer one). */
const rangeSchema = reportFiltersSchema.refine((filters) => daysIn(filters) <= REPORT_MAX_DAYS, {
  error: REPORT_MESSAGES.rangeTooLong,
  path: ["to"],
});
export const rangeErrors = schemaResolver<{ from: string; to: string }>(rangeSchema, {
  fields: { from: "range", to: "range" },
});

/**
 * The period (quick ranges or two days picked) and the channel the figures are cut by, and for one business's
 * report its agent, area, label and campaign too. `children` go first in the row: what a report is about (the survey report's
 * survey).
 */
export function ReportFilters({ filters, children }: ReportFiltersProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  const { range, today, change } = filters;
  // Half a range (the first day clicked) lives here until the second day is picked.
  const [picked, setPicked] = useState<DatesRangeValue<string>>([range.from, range.to]);
  const [rangeError, setRangeError] = useState<string | null>(null);
  useEffect(() => {
    setPicked([range.from, range.to]);
    setRangeError(null);
  }, [range.from, range.to]);

  const chosenQuick = quickRangeOf(range, today);
  const all = { value: "", label: t("reports.filters.all") };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" role="search" aria-label={t("reports.filters.label")}>
        <Group gap="xs" role="group" aria-label={t("reports.filters.quickRanges")}>
          {QUICK_RANGES.map((kind) => (
            <Button
              key={kind}
              size="xs"
              radius="xl"
              variant={chosenQuick === kind ? "filled" : "default"}
              aria-pressed={chosenQuick === kind}
              onClick={() => change({ range: quickRange(kind, today) })}
            >
              {t(`reports.quick.${kind}`)}
            </Button>
          ))}
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          {children}
          <DatePickerInput
            type="range"
            label={t("reports.filters.range")}
            placeholder={t("reports.filters.rangePlaceholder")}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={picked}
            onChange={(value) => {
              setPicked(value);
              const [from, to] = value;
              if (!from || !to) return;
              const found = rangeErrors({ from, to }).range ?? null;
              setRangeError(found);
              if (found) return;
              change({ range: { from, to } });
            }}
            error={rangeError}
            valueFormat="DD/MM/YYYY"
            locale="es"
            allowSingleDateInRange
            maxDate={today}
            w={{ base: "100%", xs: 260 }}
          />
          {filters.scope === "business" && <AgentAndAreaSelects filters={filters} />}
          <NativeSelect
            label={t("reports.filters.channel")}
            value={filters.channel ?? ""}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change({ channel: CHANNEL_KINDS.find((kind): kind is ChannelKind => kind === value) ?? null });
            }}
            data={[all, ...CHANNEL_KINDS.map((kind) => ({ value: kind, label: CHANNEL_KIND_NAMES[kind] }))]}
            w={{ base: "100%", xs: 160 }}
          />
          {filters.filtered && (
            <Button
              variant="subtle"
              color="gray"
              mt={{ base: 0, xs: 25 }}
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={filters.clear}
            >
              {t("reports.filters.clear")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
