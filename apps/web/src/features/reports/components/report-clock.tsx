import { BUSINESS_TIME_ZONES } from "@consola/shared";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** "Días cortados con el horario de …": the clock the server cut the report's days with, once it answered. */
export function ReportClock({ clock }: { clock: { timeZone: string } | undefined }) {
  const { t } = useTranslation();
  if (!clock) return null;
  const zone =
    BUSINESS_TIME_ZONES.find((candidate) => candidate.id === clock.timeZone)?.label ?? clock.timeZone;
  return (
    <Text size="sm" c="gray.7" data-testid="report-clock">
      {t("reports.clock", { zone })}
    </Text>
  );
}
