import { BOT_LIMITS } from "@consola/shared";
import { NumberInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

type TimeoutFieldProps = {
  label: string;
  hint: string;
  value: number | "";
  onChange: (value: number | "") => void;
  error?: string | boolean | null | undefined;
};

/** How long a bot waits for an answer, in whole minutes. */
export function TimeoutField({ label, hint, value, onChange, error }: TimeoutFieldProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={`${label} (${t("bots.minutes")})`}
      description={hint}
      min={BOT_LIMITS.timeoutMinutes.min}
      max={BOT_LIMITS.timeoutMinutes.max}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={(next) => onChange(typeof next === "number" ? next : "")}
      error={error || undefined}
      maw={280}
      inputWrapperOrder={["label", "input", "description", "error"]}
    />
  );
}

/** The timeout as the form holds it, checked as the server checks it. */
export function timeoutProblem(value: number | ""): "missing" | "range" | null {
  if (value === "") return "missing";
  const { min, max } = BOT_LIMITS.timeoutMinutes;
  return Number.isInteger(value) && value >= min && value <= max ? null : "range";
}
