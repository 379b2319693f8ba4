import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MOOD_OPTIONS } from "./mood-select-data";

/** The chat's status (its mood), required wherever a chat changes status or closes. */
export function MoodSelect(props: Omit<SelectProps, "data" | "label" | "placeholder">) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("chatFields.status")}
      placeholder={t("chatFields.statusPlaceholder")}
      data={MOOD_OPTIONS}
      withAsterisk
      {...props}
    />
  );
}
