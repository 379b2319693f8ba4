import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { DEFAULT_PHONE_COUNTRY } from "./constants.js";
import { dropMexicanMobilePrefix, PHONE_MAX_LENGTH } from "./phone-digits.js";

/** E.164 (+5281…) for any way a person or a provider writes a number; null when it is not a valid number. */
export function normalizePhone(input: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): string | null {
  if (typeof input !== "string") return null;
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > PHONE_MAX_LENGTH + 10) return null;
  // Providers send international numbers without "+" ("5218112345678", "whatsapp:+57…").
  const cleaned = trimmed.replace(/^(whatsapp|sms|tel):/i, "");
  const digitsOnly = cleaned.replace(/[^\d+]/g, "");
  const international = digitsOnly.startsWith("+")
    ? `+${dropMexicanMobilePrefix(digitsOnly.slice(1))}`
    : digitsOnly.length > 10
      ? `+${dropMexicanMobilePrefix(digitsOnly)}`
      : digitsOnly;
  const parsed = parsePhoneNumberFromString(international, defaultCountry as CountryCode);
  if (!parsed?.isValid()) return null;
  return `+${dropMexicanMobilePrefix(`${parsed.countryCallingCode}${parsed.nationalNumber}`)}`;
}

/** A readable international form, e.g. +52 81 1234 5678. */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}

/** The ISO country of a number in E.164, or undefined when it is not a valid number. */
export function phoneCountry(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.country : undefined;
}

/**
 * What a campaign needs to know of a number in E.164, read in one parse: its country, and whether it is only a
 * landline (which cannot hold the WhatsApp account a contact uses). Undefined when it is not a valid number.
 */
export function phoneFacts(phone: string): { country: string | undefined; landline: boolean } | undefined {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return undefined;
  return { country: parsed.country, landline: parsed.getType() === "FIXED_LINE" };
}
