import { LABEL_COLORS } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { AA_TEXT_CONTRAST, contrastRatio } from "./color-math";
import { LABEL_COLOR_NAMES, labelChipColors } from "./label-colors";

describe("label chips", () => {
  it.each(LABEL_COLORS)("keep the %s chip's text at AA contrast, with a Spanish name", (color) => {
    const chip = labelChipColors(color);
    expect(contrastRatio(chip.text, chip.background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(LABEL_COLOR_NAMES[color]).toMatch(/^\p{Lu}/u);
  });
});
