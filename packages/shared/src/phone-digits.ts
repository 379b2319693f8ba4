// Phone rules that need no numbering plan: a module that only needs these (a list's schema, a call link)
// does not load libphonenumber-js's metadata with them.

/** Longest phone input accepted (spec section 5). */
export const PHONE_MAX_LENGTH = 25;

/**
 * WhatsApp still reports Mexican mobiles with the old mobile prefix "1" (521 + 10 digits); Mexico dropped it
 * in 2019. Storing both forms would make one person two contacts, so 521… becomes 52….
 */
export function dropMexicanMobilePrefix(digits: string): string {
  return /^521\d{10}$/.test(digits) ? `52${digits.slice(3)}` : digits;
}

/** Digits for a call link: 521… is shown as 52… (spec section 5). */
export function phoneForCallLink(phone: string): string {
  return dropMexicanMobilePrefix(phone.replace(/\D/g, ""));
}
