import { type Colors, DEFAULT_COLORS } from "@consola/shared";
import { readableTextOn } from "./color-math";

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

export function businessColorVariables(colors: Colors | null): Record<string, string> {
  const source = colors ?? DEFAULT_COLORS;
  const variables: Record<string, string> = {};
  for (const [name, variable] of Object.entries(COLOR_VARIABLES)) {
    variables[variable] = source[name as keyof typeof COLOR_VARIABLES];
  }
  variables[BAR_TEXT_VARIABLE] = readableTextOn(source.barFirst);
  return variables;
}
