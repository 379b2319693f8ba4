import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Whether the contact accepts messages (opt-in) or asked not to get any (opt-out). */
export function OptBadge({ optIn }: { optIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={optIn ? "teal" : "orange"}
      variant="light"
      radius="sm"
      data-testid="opt-badge"
      styles={{ root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } }}
    >
      {optIn ? t("contacts.optIn") : t("contacts.optOut")}
    </Badge>
  );
}
