import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH } from "@consola/shared";
import {
  AsYouType,
  type CountryCode,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

/** E.164 allows 15 digits after the "+". */
const MAX_DIGITS = 15;

/**
 * What the phone input keeps: "+" and digits (E.164 as it is being typed), or "" when empty. Digits typed
 * without "+" are a national number of the default country (Mexico); more than 10 of them already carry
 * a country code ("5218112345678" pasted from WhatsApp).
 */
export function toPhoneValue(raw: string, country: string = DEFAULT_PHONE_COUNTRY): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "").slice(0, MAX_DIGITS);
  if (digits === "") return trimmed.startsWith("+") ? "+" : "";
  if (trimmed.startsWith("+") || digits.length > 10) return `+${digits}`;
  const code = getCountryCallingCode(country as CountryCode);
  return `+${code}${digits}`.slice(0, MAX_DIGITS + 1);
}

/** The value as people read it, grouped as they type: "+52 81 1234 5678". */
export function formatPhoneValue(value: string): string {
  if (value === "" || value === "+") return value;
  return new AsYouType().input(value).slice(0, PHONE_MAX_LENGTH);
}

/** The country the number belongs to, once its calling code says so. */
export function phoneCountry(value: string): string | undefined {
  if (!value.startsWith("+")) return undefined;
  const typing = new AsYouType();
  typing.input(value);
  return typing.getCountry();
}

export function isValidPhoneValue(value: string): boolean {
  return parsePhoneNumberFromString(value)?.isValid() ?? false;
}

/**
 * A number typed for one country, read for another once the form's country changes: the national digits stay
 * and the calling code follows ("+52 300 123 4567" typed before choosing Colombia becomes "+57 300 123 4567").
 * A number written with another country's code, or empty, is left as it is.
 */
export function movePhoneCountry(value: string, from: string, to: string): string {
  const fromCode = `+${getCountryCallingCode(from as CountryCode)}`;
  if (from === to || !value.startsWith(fromCode)) return value;
  return `+${getCountryCallingCode(to as CountryCode)}${value.slice(fromCode.length)}`;
}
