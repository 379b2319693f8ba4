import type { AgentStatus } from "@consola/shared";
import { Group, Paper, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AvailabilityBadge } from "../../../components/availability-badge";
import { useNow } from "../../../lib/time/use-now";
import { formatHoursMinutes, liveSeconds } from "../agent-time";

type MyAvailabilityCardProps = {
  status: AgentStatus | undefined;
  fetchedAt: number;
  changing: boolean;
  formatTime: (value: string) => string;
  onChange: (available: boolean) => void;
};

/** The business user's own switch: available (GET AddAvaible) or not available (POST AddNotAvaible). */
export function MyAvailabilityCard({
  status,
  fetchedAt,
  changing,
  formatTime,
  onChange,
}: MyAvailabilityCardProps) {
  const { t } = useTranslation();
  const now = useNow(5_000);
  if (!status) {
    return (
      <Paper withBorder radius="lg" shadow="xs" p="md">
        <Skeleton height={44} />
      </Paper>
    );
  }
  const { active, inactive } = liveSeconds(status, fetchedAt, now);
  const hint =
    status.availability === "available"
      ? t("agents.mine.availableHint")
      : status.availability === "not_available"
        ? t("agents.mine.notAvailableHint")
        : t("agents.mine.offlineHint");
  return (
    <Paper withBorder radius="lg" shadow="xs" p="md" data-testid="my-availability">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Text fw={650}>{t("agents.mine.title")}</Text>
            <AvailabilityBadge availability={status.availability} />
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <Group gap="md">
            {status.startTime && (
              <Text size="xs" c="dimmed">
                {t("agents.mine.since", { time: formatTime(status.startTime) })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t("agents.mine.active", { time: formatHoursMinutes(active) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t("agents.mine.inactive", { time: formatHoursMinutes(inactive) })}
            </Text>
          </Group>
        </Stack>
        <Switch
          size="lg"
          color="teal"
          label={t("agents.mine.switch")}
          checked={status.availability === "available"}
          disabled={changing}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Group>
    </Paper>
  );
}
