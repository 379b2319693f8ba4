import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Over a bot's texts: which {placeholders} they may use. */
export function PlaceholdersHint() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t("bots.placeholdersHint")}
    </Text>
  );
}
