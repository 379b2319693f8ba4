import { BOT_LIMITS, BOT_MESSAGES } from "@consola/shared";
import { NumberInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ZodType, z } from "zod";

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

/** What a bot's form sends for the timeout: an emptied box sends none. */
export const typedTimeout = (value: number | "") => (value === "" ? undefined : value);

/**
 * A bot schema's timeout rule, after the spec's for a field left empty (section 5: "Completa todos los
 * campos"), which the server would read as out of range.
 */
export const timeoutFormInput = (shared: ZodType<number, number | string>) =>
  z
    .custom<number | string>((value) => value !== undefined, { error: BOT_MESSAGES.completeAllFields })
    .pipe(shared);
