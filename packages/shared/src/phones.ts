import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { DEFAULT_PHONE_COUNTRY } from "./constants.js";

/** Longest phone input accepted (spec section 5). */
export const PHONE_MAX_LENGTH = 25;

/**
 * WhatsApp still reports Mexican mobiles with the old mobile prefix "1" (521 + 10 digits); Mexico dropped it
 * in 2019. Storing both forms would make one person two contacts, so 521… becomes 52….
 */
function dropMexicanMobilePrefix(digits: string): string {
  return /^521\d{10}$/.test(digits) ? `52${digits.slice(3)}` : digits;
}

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

/** Digits for a call link: 521… is shown as 52… (spec section 5). */
export function phoneForCallLink(phone: string): string {
  return dropMexicanMobilePrefix(phone.replace(/\D/g, ""));
}

/** A readable international form, e.g. +52 81 1234 5678. */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}
