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
/**
 * What hovered and active sidebar entries are tinted with: the opposite of the text (black under white
 * text), so a highlighted entry reads better than the bar, never worse.
 */
export const BAR_SHADE_VARIABLE = "--consola-bar-shade";

const PAGE_BACKGROUND = "#ffffff";

/**
 * The colours as the screens wear them: a business's choice is kept wherever it reads at WCAG AA, and
 * otherwise moved just far enough to (a light title darkened on the white header, a button's background
 * darkened under its text, a mid-tone sidebar darkened under white text). The configuration screen warns about the colours it had to move.
 */
export function wornColors(colors: Colors | null): Colors {
  const source = colors ?? DEFAULT_COLORS;
  const barText = readableTextOn(source.barFirst, source.barSecond);
  return {
    ...source,
    barFirst: readableAgainst(source.barFirst, barText),
    barSecond: readableAgainst(source.barSecond, barText),
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
  const barText = readableTextOn(worn.barFirst, worn.barSecond);
  variables[BAR_TEXT_VARIABLE] = barText;
  variables[BAR_SHADE_VARIABLE] = barText === "#ffffff" ? "#000000" : "#ffffff";
  return variables;
}
