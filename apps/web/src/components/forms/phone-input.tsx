import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH } from "@consola/shared";
import { Text, TextInput, type TextInputProps } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session/use-session";
import { formatPhoneValue, phoneCountry, toPhoneValue } from "./phone-value";

// Picked, not Omit-ted: Mantine's props carry data-* index signatures that Omit would flatten away.
export type PhoneInputProps = Pick<
  TextInputProps,
  | "label"
  | "description"
  | "error"
  | "required"
  | "withAsterisk"
  | "disabled"
  | "readOnly"
  | "onBlur"
  | "onFocus"
  | "name"
  | "id"
  | "placeholder"
  | "size"
  | "w"
  | "className"
  | "autoFocus"
> & {
  /** E.164 as typed so far ("+528112345678"), or "". */
  value: string;
  onChange: (value: string) => void;
  /**
   * Country of numbers typed without "+": by default the signed-in business's (decision 007: MX, or CO for
   * a Colombian business), Mexico when there is none.
   */
  defaultCountry?: string;
};

/**
 * The phone input of spec section 5: international mode (the value and the display always carry the
 * country code), default country the business's (MX unless it is Colombian), at most 25 characters, a placeholder asking for a 10-digit number.
 * Built on libphonenumber-js's AsYouType so it wears the Mantine look of the other fields.
 */
export function PhoneInput({ value, onChange, defaultCountry: countryProp, ...props }: PhoneInputProps) {
  const { t } = useTranslation();
  const { business } = useSession();
  const defaultCountry = countryProp ?? business?.phoneCountry ?? DEFAULT_PHONE_COUNTRY;
  // While someone deletes, the grouping must not put back what they just removed.
  const [display, setDisplay] = useState<{ value: string; text: string } | null>(null);
  const text = display?.value === value ? display.text : formatPhoneValue(value);
  const country = value ? phoneCountry(value) : defaultCountry;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const next = toPhoneValue(raw, defaultCountry);
    const deleting = raw.length < text.length;
    setDisplay({ value: next, text: deleting ? raw.trimEnd() : formatPhoneValue(next) });
    onChange(next === "+" && deleting ? "" : next);
  };

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t("phoneInput.placeholder")}
      maxLength={PHONE_MAX_LENGTH}
      leftSectionWidth={48}
      leftSection={
        country ? (
          <Text size="xs" fw={700} c="dimmed" aria-label={t("phoneInput.country", { country })}>
            {country}
          </Text>
        ) : (
          <IconWorld size={16} aria-hidden />
        )
      }
      {...props}
      value={text}
      onChange={change}
    />
  );
}
