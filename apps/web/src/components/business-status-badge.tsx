import type { BusinessStatus } from "@consola/shared";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function BusinessStatusBadge({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === "active" ? "teal" : "gray"} variant="light" w="fit-content">
      {t(`platformBusinesses.status.${status}`)}
    </Badge>
  );
}
