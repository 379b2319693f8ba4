import { Alert, Badge, Paper, Stack, Switch, Text } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { UnsavedChangesBar } from "../../../components/forms/unsaved-changes-bar";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { TableSkeleton } from "../../../components/table-skeleton";
import { HolidaysEditor } from "../components/holidays-editor";
import {
  formFrom,
  type HoursForm,
  hasHoursProblems,
  hoursProblems,
  isDirty,
  saveBody,
} from "../components/hours-form";
import { MessageEditor } from "../components/message-editor";
import { WeekEditor } from "../components/week-editor";
import { useBusinessHours, useSaveBusinessHours } from "../hooks/use-business-hours";

/**
 * /config/outOfTime: the week's opening hours, the holidays, the switch and the out-of-hours message, with
 * "ahora: abierto/cerrado" as the server computes it from what is saved (the same rule the bots use).
 */
export function BusinessHoursPage() {
  const { t } = useTranslation();
  const hours = useBusinessHours();
  const save = useSaveBusinessHours();
  const [form, setForm] = useState<HoursForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const saved = hours.data;

  // A save (here or in another console) becomes the form again; the minute's refresh of "ahora" does not.
  const savedKey = saved
    ? JSON.stringify([saved.enabled, saved.intervals, saved.holidays, saved.outOfHoursMessage])
    : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for the saved values
  useEffect(() => {
    if (saved) setForm(formFrom(saved));
  }, [savedKey]);

  if (hours.isError) {
    return (
      <LoadErrorAlert
        title={t("businessHours.loadError")}
        error={hours.error}
        onRetry={() => void hours.refetch()}
      />
    );
  }
  if (!saved || !form) return <TableSkeleton rows={7} />;

  const problems = hoursProblems(form);
  const shown = submitted ? problems : { fields: {}, days: problems.days };
  const dirty = isDirty(form, saved);
  const update = (change: Partial<HoursForm>) =>
    setForm((current) => (current ? { ...current, ...change } : current));

  return (
    // Mantine's error red (#fa5252) reads at 3.3:1 on white; the darker red keeps the field errors at AA.
    <Stack gap="md" maw={1200} style={{ "--mantine-color-error": "var(--mantine-color-red-9)" }}>
      <PageToolbar subtitle={t("businessHours.subtitle")}>
        <Badge
          size="lg"
          radius="sm"
          variant="light"
          color={saved.openNow ? "teal" : "gray"}
          leftSection={<IconClockHour4 size={14} aria-hidden />}
          style={{ textTransform: "none" }}
          data-testid="open-now"
        >
          {saved.openNow ? t("businessHours.now.open") : t("businessHours.now.closed")}
        </Badge>
      </PageToolbar>
      <form
        noValidate
        aria-label={t("businessHours.week.title")}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (hasHoursProblems(problems)) return;
          void save.mutateAsync(saveBody(form)).then(
            () => setSubmitted(false),
            () => undefined,
          );
        }}
      >
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Switch
                size="md"
                label={t("businessHours.switch.label")}
                description={t("businessHours.switch.hint")}
                checked={form.enabled}
                onChange={(event) => update({ enabled: event.currentTarget.checked })}
              />
              <Text size="sm" c="dimmed" data-testid="business-clock">
                {t("businessHours.now.at", { time: saved.localTime })} · {t("businessHours.now.savedOnly")}
                {!saved.enabled && ` ${t("businessHours.now.off")}`}
              </Text>
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <WeekEditor form={form} problems={shown} onChange={(intervals) => update({ intervals })} />
          </Paper>
          <Paper withBorder p="md" radius="md">
            <HolidaysEditor
              holidays={form.holidays}
              defaultCountry={saved.timeZone === "America/Bogota" ? "CO" : "MX"}
              year={Number(saved.localTime.slice(0, 4))}
              onChange={(holidays) => update({ holidays })}
            />
          </Paper>
          <Paper withBorder p="md" radius="md">
            <MessageEditor
              message={form.message}
              businessName={saved.businessName}
              error={submitted ? problems.message : undefined}
              onChange={(message) => update({ message })}
            />
          </Paper>
          {submitted && hasHoursProblems(problems) && (
            <Alert color="red" variant="light" role="alert">
              {t("businessHours.fixErrors")}
            </Alert>
          )}
          <UnsavedChangesBar
            dirty={dirty}
            saving={save.isPending}
            unsavedLabel={t("businessHours.unsaved")}
            discardLabel={t("businessHours.discard")}
            saveLabel={t("businessHours.save")}
            onDiscard={() => {
              setSubmitted(false);
              setForm(formFrom(saved));
            }}
          />
        </Stack>
      </form>
    </Stack>
  );
}
