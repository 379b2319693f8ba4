import { type Colors, DEFAULT_COLORS } from "@consola/shared";
import { readableAgainst, readableTextOn } from "./color-math";

/** The CSS variables a business's colours become (spec section 3, Colors). */
export const COLOR_VARIABLES = {
  title: "--consola-title",
  bgButton: "--consola-bg-button",
  txtButton: "--consola-txt-button",
  barFirst: "--consola-bar-first",
  barSecond: "--consola-bar-second",
  primary: "--consola-primary",
  secondary: "--consola-secondary",
} as const satisfies Partial<Record<keyof Colors, string>>;

/** Text colour over the sidebar, derived so that light bar colours stay legible. */
export const BAR_TEXT_VARIABLE = "--consola-bar-text";

const PAGE_BACKGROUND = "#ffffff";

/**
 * The colours as the screens wear them: a business's choice is kept wherever it reads at WCAG AA, and
 * otherwise moved just far enough to (a light title darkened on the white header, a button's background
 * darkened under its text). The configuration screen warns about the colours it had to move.
 */
export function wornColors(colors: Colors | null): Colors {
  const source = colors ?? DEFAULT_COLORS;
  return {
    ...source,
    title: readableAgainst(source.title, PAGE_BACKGROUND),
    bgButton: readableAgainst(source.bgButton, source.txtButton),
    primary: readableAgainst(source.primary, PAGE_BACKGROUND),
  };
}

export function businessColorVariables(colors: Colors | null): Record<string, string> {
  const worn = wornColors(colors);
  const variables: Record<string, string> = {};
  for (const [name, variable] of Object.entries(COLOR_VARIABLES)) {
    variables[variable] = worn[name as keyof typeof COLOR_VARIABLES];
  }
  variables[BAR_TEXT_VARIABLE] = readableTextOn(worn.barFirst, worn.barSecond);
  return variables;
}
