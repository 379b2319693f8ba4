import type { BusinessStatus } from "@consola/shared";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Activa / Inactiva, wherever the platform lists its businesses (their panel, the traffic report). */
export function BusinessStatusBadge({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation();
  return (
    // The label's clipping would let a table squeeze its column down to "AC…": it keeps its whole word.
    <Badge
      color={status === "active" ? "teal" : "gray"}
      variant="light"
      w="fit-content"
      styles={{ label: { overflow: "visible" } }}
    >
      {t(`businessStatus.${status}`)}
    </Badge>
  );
}
