import type { MantineColorsTuple } from "@mantine/core";
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import mixPlugin from "colord/plugins/mix";

extend([a11yPlugin, mixPlugin]);

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

const DARK_TEXT = "#1a1b1e";
const LIGHT_TEXT = "#ffffff";

export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

/**
 * The colour moved just far enough from `against` (darker on a light one, lighter on a dark one) for the
 * pair to reach AA. A business's colour that already passes is kept as it is.
 */
export function readableAgainst(color: string, against: string, ratio = AA_TEXT_CONTRAST): string {
  let moved = colord(color).toHex();
  const darken = colord(against).isLight();
  // Judged on the hex the screens will wear (rounded channels), with a hair of margin over colord's rounding.
  for (let step = 0; step < 60 && colord(moved).contrast(against) < ratio + 0.02; step++) {
    moved = (darken ? colord(moved).darken(0.02) : colord(moved).lighten(0.02)).toHex();
  }
  return moved;
}

/** Dark or white text, whichever reads better on every one of the backgrounds (a gradient's ends). */
export function readableTextOn(...backgrounds: string[]): typeof DARK_TEXT | typeof LIGHT_TEXT {
  const worst = (text: string) => Math.min(...backgrounds.map((bg) => colord(text).contrast(bg)));
  return worst(LIGHT_TEXT) >= worst(DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * Mantine wants ten shades per colour; a business gives one. Lighter shades for backgrounds, the given
 * colour at index 6 (Mantine's filled shade), darker ones for hover, pressed states and light-variant text.
 */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = colord(hex);
  const lighter = [0.92, 0.82, 0.66, 0.5, 0.34, 0.16].map((amount) => base.mix("#ffffff", amount).toHex());
  const darker = [0.12, 0.24, 0.36].map((amount) => base.mix("#000000", amount).toHex());
  return [...lighter, base.toHex(), ...darker] as unknown as MantineColorsTuple;
}
