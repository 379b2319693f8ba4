import { ISO_WEEKDAYS, type IsoWeekday, WEEKDAY_NAMES } from "@consola/shared";
import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCopy, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "../../../components/section-heading";
import { type HoursForm, type HoursProblems, type IntervalDraft, newKey, nextInterval } from "./hours-form";

type WeekEditorProps = {
  form: HoursForm;
  problems: HoursProblems;
  onChange: (intervals: IntervalDraft[]) => void;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Seven rows, Monday first: each day's opening intervals, or "Cerrado". */
export function WeekEditor({ form, problems, onChange }: WeekEditorProps) {
  const { t } = useTranslation();
  const set = (key: string, change: Partial<IntervalDraft>) =>
    onChange(
      form.intervals.map((interval) => (interval.key === key ? { ...interval, ...change } : interval)),
    );
  const copyMonday = () => {
    const monday = form.intervals.filter((interval) => interval.weekday === 1);
    const others = form.intervals.filter((interval) => interval.weekday < 2 || interval.weekday > 5);
    const copies = [2, 3, 4, 5].flatMap((weekday) =>
      monday.map((interval) => ({ ...interval, weekday, key: newKey() })),
    );
    onChange([...others, ...copies]);
  };

  return (
    <Stack gap="sm">
      <SectionHeading title={t("businessHours.week.title")} description={t("businessHours.week.description")}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={copyMonday}
        >
          {t("businessHours.week.copyMonday")}
        </Button>
      </SectionHeading>
      {ISO_WEEKDAYS.map((weekday: IsoWeekday) => {
        const day = WEEKDAY_NAMES[weekday];
        const intervals = form.intervals.filter((interval) => interval.weekday === weekday);
        const dayProblem = problems.days[weekday];
        return (
          <Group
            key={weekday}
            align="flex-start"
            gap="sm"
            py="xs"
            wrap="wrap"
            data-testid={`day-${weekday}`}
            style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
          >
            <Text fw={600} size="sm" w={96} pt={8} style={{ flexShrink: 0 }}>
              {capitalized(day)}
            </Text>
            <Stack gap={6} style={{ flex: "1 1 250px", minWidth: 0 }}>
              {intervals.length === 0 && (
                <Text size="sm" c="dimmed" pt={8}>
                  {t("businessHours.week.closed")}
                </Text>
              )}
              {intervals.map((interval, index) => {
                const n = index + 1;
                const fieldProblems = problems.fields[interval.key];
                return (
                  <Group key={interval.key} gap="xs" align="flex-start" wrap="wrap">
                    <TimeField
                      label={t("businessHours.week.opensOf", { day, n })}
                      placeholder="09:00"
                      value={interval.opensAt}
                      error={fieldProblems?.opensAt}
                      onChange={(opensAt) => set(interval.key, { opensAt })}
                    />
                    <Text size="sm" pt={8} aria-hidden>
                      –
                    </Text>
                    <TimeField
                      label={t("businessHours.week.closesOf", { day, n })}
                      placeholder="18:00"
                      value={interval.closesAt}
                      error={fieldProblems?.closesAt}
                      onChange={(closesAt) => set(interval.key, { closesAt })}
                    />
                    <Tooltip label={t("businessHours.week.remove")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mt={2}
                        aria-label={t("businessHours.week.removeOf", { day, n })}
                        onClick={() => onChange(form.intervals.filter((item) => item.key !== interval.key))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                );
              })}
              {dayProblem && (
                <Text
                  size="sm"
                  c="var(--mantine-color-error)"
                  role="alert"
                  data-testid={`day-${weekday}-error`}
                >
                  {dayProblem}
                </Text>
              )}
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={t("businessHours.week.addOf", { day })}
                onClick={() => onChange([...form.intervals, nextInterval(form, weekday)])}
              >
                {t("businessHours.week.add")}
              </Button>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}

type TimeFieldProps = {
  /** Names the day and the interval, since the field shows no label of its own. */
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** An opening or closing time, typed as HH:MM. */
function TimeField({ label, placeholder, value, error, onChange }: TimeFieldProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      value={value}
      maxLength={5}
      inputMode="numeric"
      w={92}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      styles={{ error: { width: 220 } }}
    />
  );
}
