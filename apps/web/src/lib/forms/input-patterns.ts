import type { ChangeEvent } from "react";

/**
 * The input patterns of spec section 5, each the set of characters a field takes. A character outside
 * the set is refused as it is typed or pasted: it is left out and the rest of the entry stays, with a hint
 * under the field (decision 008: the spec clears the whole entry instead, which lost "José Pérez-Núñez").
 */
const CHARACTERS = {
  digits: "\\d",
  /** Letters (accented ones included), spaces, hyphens and apostrophes: "José Pérez-Núñez", "O'Brien". */
  name: "\\p{L}\\p{M} '’\\-",
  /** Letters and digits only: keys, RFC, codes. */
  alphanumeric: "\\p{L}\\p{M}\\d",
  /** Street addresses: letters, digits, spaces and the punctuation they use. */
  address: "\\p{L}\\p{M}\\d .,#°º'’\"/()\\-",
} as const;

export type InputPattern = keyof typeof CHARACTERS;

export const INPUT_PATTERNS = Object.fromEntries(
  Object.entries(CHARACTERS).map(([name, set]) => [name, new RegExp(`^[${set}]*$`, "u")]),
) as Record<InputPattern, RegExp>;

const REFUSED = Object.fromEntries(
  Object.entries(CHARACTERS).map(([name, set]) => [name, new RegExp(`[^${set}]`, "gu")]),
) as Record<InputPattern, RegExp>;

export function matchesPattern(pattern: InputPattern, value: string): boolean {
  return INPUT_PATTERNS[pattern].test(value);
}

/** The entry without the characters the pattern refuses, and which ones were left out. */
export function filterPattern(pattern: InputPattern, value: string): { value: string; refused: string[] } {
  const refused = value.match(REFUSED[pattern]) ?? [];
  return { value: refused.length === 0 ? value : value.replace(REFUSED[pattern], ""), refused };
}

/** The value to keep after a change: what was typed, less the characters the pattern refuses. */
export function applyPattern(pattern: InputPattern, value: string): string {
  return filterPattern(pattern, value).value;
}

/**
 * The spec's further rule: keep letters, digits, accented letters and spaces (and, as in names, hyphens
 * and apostrophes); other characters are left out, never the whole entry.
 */
export function stripSpecialCharacters(value: string): string {
  return value.replace(/[^\p{L}\p{M}\d '’-]/gu, "");
}

/** An onChange for a text input that enforces a pattern before the value reaches the form. */
export function patternChangeHandler(
  pattern: InputPattern,
  onChange: (value: string) => void,
  onRefused?: (refused: string[]) => void,
): (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void {
  return (event) => {
    const { value, refused } = filterPattern(pattern, event.currentTarget.value);
    onRefused?.(refused);
    onChange(value);
  };
}
