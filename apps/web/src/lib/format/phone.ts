import { DEFAULT_PHONE_COUNTRY } from "@consola/shared";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A phone as people read it ("+52 81 1234 5678"); numbers without a country are taken as Mexican. */
export function formatPhone(value: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): string {
  const parsed = parsePhoneNumberFromString(value, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.formatInternational() : value;
}

/**
 * A tel: link. Mexican mobile numbers stored in the old 521 form are dialled as 52 (spec section 5): the
 * extra 1 was dropped from Mexican dialling in 2019.
 */
export function telHref(value: string): string {
  const digits = value.replace(/[^\d]/g, "");
  const dialled = digits.startsWith("521") && digits.length === 13 ? `52${digits.slice(3)}` : digits;
  return `tel:+${dialled}`;
}
