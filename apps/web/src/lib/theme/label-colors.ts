import type { LabelColor } from "@consola/shared";
import { DEFAULT_THEME } from "@mantine/core";

/** Text of every label chip: dark on a light tint, so each palette colour keeps AA whatever the business wears. */
const CHIP_TEXT = "#1a1b1e";

export type LabelChipColors = { background: string; border: string; text: string; swatch: string };

/** The chip of a label of this colour: a light tint, a stronger border and dot, dark text. */
export function labelChipColors(color: LabelColor): LabelChipColors {
  const shades = DEFAULT_THEME.colors[color];
  return { background: shades[1], border: shades[4], text: CHIP_TEXT, swatch: shades[6] };
}

/** The Spanish name of each colour, as the colour picker says it. */
export const LABEL_COLOR_NAMES: Record<LabelColor, string> = {
  gray: "Gris",
  red: "Rojo",
  pink: "Rosa",
  grape: "Uva",
  violet: "Violeta",
  indigo: "Índigo",
  blue: "Azul",
  cyan: "Cian",
  teal: "Verde azulado",
  green: "Verde",
  lime: "Lima",
  yellow: "Amarillo",
  orange: "Naranja",
};
