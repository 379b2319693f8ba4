import { type Colors, DEFAULT_STATUS_COLORS } from "@consola/shared";
import { wornColors } from "../../../lib/theme/business-colors";
import { AA_TEXT_CONTRAST, contrastRatio, readableTextOn } from "../../../lib/theme/color-math";

export type ColorField = keyof Colors;

/**
 * Why a colour would not read at WCAG AA. "adjusted": the theme will wear a moved colour instead (it says
 * which); "unreadable": neither dark nor white text reads on it, and nothing moves it.
 */
export type ColorWarning =
  | {
      kind: "adjusted";
      field: ColorField;
      color: string;
      against: "header" | "buttonText" | "page";
      ratio: number;
      adjusted: string;
    }
  | { kind: "unreadable"; field: ColorField; color: string; ratio: number };

const WHITE = "#ffffff";
const round = (ratio: number) => Math.floor(ratio * 100) / 100;

/** The colours the form would save, as the consoles would wear them, and what a user would find hard to read. */
export function colorWarnings(colors: Colors): ColorWarning[] {
  const worn = wornColors(colors);
  const warnings: ColorWarning[] = [];
  const moved = (
    field: "title" | "bgButton" | "primary",
    against: "header" | "buttonText" | "page",
    background: string,
    foreground: string,
  ) => {
    const ratio = contrastRatio(foreground, background);
    if (ratio < AA_TEXT_CONTRAST) {
      warnings.push({
        kind: "adjusted",
        field,
        color: colors[field],
        against,
        ratio: round(ratio),
        adjusted: worn[field],
      });
    }
  };
  moved("title", "header", WHITE, colors.title);
  moved("bgButton", "buttonText", colors.bgButton, colors.txtButton);
  moved("primary", "page", WHITE, colors.primary);

  // The sidebar's text is dark or white, whichever reads better over both ends of its gradient.
  const barText = readableTextOn(colors.barFirst, colors.barSecond);
  for (const field of ["barFirst", "barSecond"] as const) {
    const ratio = contrastRatio(barText, colors[field]);
    if (ratio < AA_TEXT_CONTRAST)
      warnings.push({ kind: "unreadable", field, color: colors[field], ratio: round(ratio) });
  }
  for (const field of Object.keys(DEFAULT_STATUS_COLORS) as (keyof typeof DEFAULT_STATUS_COLORS)[]) {
    const color = colors[field];
    if (!color) continue;
    const ratio = contrastRatio(readableTextOn(color), color);
    if (ratio < AA_TEXT_CONTRAST) warnings.push({ kind: "unreadable", field, color, ratio: round(ratio) });
  }
  return warnings;
}
