import type { ChangeEvent } from "react";

/**
 * The input patterns of spec section 5. A value that does not match is cleared on change, as the spec
 * says; the patterns allow the empty string so clearing is always a valid state.
 */
export const INPUT_PATTERNS = {
  digits: /^\d*$/,
  /** Letters (accented ones included) and spaces: people's and areas' names. */
  name: /^[\p{L}\p{M} ]*$/u,
  /** Letters and digits only: keys, RFC, codes. */
  alphanumeric: /^[\p{L}\p{M}\d]*$/u,
  /** Street addresses: letters, digits, spaces and the punctuation they use. */
  address: /^[\p{L}\p{M}\d .,#°º'"/()-]*$/u,
} as const;

export type InputPattern = keyof typeof INPUT_PATTERNS;

export function matchesPattern(pattern: InputPattern, value: string): boolean {
  return INPUT_PATTERNS[pattern].test(value);
}

/** The value to keep after a change: the value itself when it matches, otherwise nothing. */
export function applyPattern(pattern: InputPattern, value: string): string {
  return matchesPattern(pattern, value) ? value : "";
}

/** The spec's further rule: keep only letters, digits, accented letters and spaces. */
export function stripSpecialCharacters(value: string): string {
  return value.replace(/[^\p{L}\p{M}\d ]/gu, "");
}

/** An onChange for a text input that enforces a pattern before the value reaches the form. */
export function patternChangeHandler(
  pattern: InputPattern,
  onChange: (value: string) => void,
): (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void {
  return (event) => onChange(applyPattern(pattern, event.currentTarget.value));
}
