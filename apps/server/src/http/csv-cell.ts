import { normalizePhone } from "@consola/shared";

/**
 * A cell of a downloaded CSV. Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return)
 * gets a leading apostrophe, so a contact named "=HYPERLINK(…)" stays text (CSV injection); a valid phone
 * number in international form (+52…) is left as it is: it is data to copy, not a formula.
 */
export function csvCell(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value)) return value;
  if (value.startsWith("+") && normalizePhone(value) === value) return value;
  return `'${value}`;
}
