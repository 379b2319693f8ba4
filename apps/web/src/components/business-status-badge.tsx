import type { BusinessStatus } from "@consola/shared";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Activa / Inactiva, wherever the platform lists its businesses (their panel, the traffic report). */
export function BusinessStatusBadge({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation();
  return (
    // At least as wide as its word: a narrow table cell would otherwise cut it to "ACT…".
    <Badge color={status === "active" ? "teal" : "gray"} variant="light" w="fit-content" miw="fit-content">
      {t(`businessStatus.${status}`)}
    </Badge>
  );
}
