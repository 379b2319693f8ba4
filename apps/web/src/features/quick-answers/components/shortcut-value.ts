import { QUICK_ANSWER_SHORTCUT_MAX_LENGTH } from "@consola/shared";

const ALLOWED = /[\p{L}\p{N}_-]/u;

/**
 * What the shortcut field keeps of what was typed or pasted: letters, digits, "-" and "_" (a leading "/" is
 * how it is typed in the chat, so it is dropped quietly). Anything else is not taken, and the first such
 * character is reported so the field can say why, without wiping what was already typed.
 */
export function cleanShortcut(typed: string): { value: string; refused: string | null } {
  let refused: string | null = null;
  let value = "";
  for (const char of typed.replace(/^\s*\//, "")) {
    if (ALLOWED.test(char)) value += char;
    else refused ??= char === " " ? "espacio" : char;
  }
  return { value: value.slice(0, QUICK_ANSWER_SHORTCUT_MAX_LENGTH), refused };
}
