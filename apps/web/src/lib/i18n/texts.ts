import { commonEs } from "./es";

/**
 * The shared texts for what renders before i18next has loaded: the public screens (sign-in, password reset)
 * and what any route can show (loaders, the error page, the brand). i18next and its detector cost the sign-in
 * page about 20 KB gzip, so they load with the signed-in shell; only Spanish exists (spec section 9), and these
 * are the very texts i18next is given.
 */
export const texts = commonEs;

/** Fills `{{name}}` placeholders as i18next does with escapeValue off (the setting of i18n.ts). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
