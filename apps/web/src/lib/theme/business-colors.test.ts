import { DEFAULT_COLORS } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { businessColorVariables, wornColors } from "./business-colors";
import { AA_TEXT_CONTRAST, contrastRatio, readableAgainst, readableTextOn, shadesOf } from "./color-math";

describe("business colours", () => {
  it("become one CSS variable each", () => {
    const colors = { ...DEFAULT_COLORS, primary: "#c92a2a", barFirst: "#ffffff", barSecond: "#f1f3f5" };
    expect(businessColorVariables(colors)).toMatchObject({
      "--consola-title": DEFAULT_COLORS.title,
      "--consola-txt-button": DEFAULT_COLORS.txtButton,
      "--consola-bar-first": "#ffffff",
      "--consola-primary": "#c92a2a",
      "--consola-secondary": DEFAULT_COLORS.secondary,
      // A white sidebar gets dark text.
      "--consola-bar-text": "#1a1b1e",
    });
  });

  it("keep a choice that reads at AA as it is", () => {
    expect(readableAgainst("#0b3d91", "#ffffff")).toBe("#0b3d91");
  });

  it("move a choice that does not read at AA just far enough, defaults included", () => {
    for (const colors of [
      DEFAULT_COLORS,
      { ...DEFAULT_COLORS, title: "#ffd43b", bgButton: "#74c0fc", txtButton: "#ffffff", primary: "#40c057" },
      // Café Andino's demo sidebar: a mid green that neither white nor dark text reads on at AA.
      { ...DEFAULT_COLORS, barFirst: "#1b5e20", barSecond: "#388e3c" },
    ]) {
      const worn = wornColors(colors);
      expect(contrastRatio(worn.txtButton, worn.bgButton)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(worn.primary, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(worn.title, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      const barText = businessColorVariables(colors)["--consola-bar-text"] ?? "";
      expect(contrastRatio(barText, worn.barFirst)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(barText, worn.barSecond)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      // Darkened, not replaced: still clearly the business's hue family and not black.
      expect(worn.primary).not.toBe("#000000");
    }
  });

  it("give Mantine ten shades with the business colour as the filled one", () => {
    const shades = shadesOf("#1c7ed6");
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe("#1c7ed6");
    expect(shades[0]).not.toBe(shades[9]);
  });

  it("pick the text that reads on every background of a gradient", () => {
    expect(readableTextOn("#1f2a44")).toBe("#ffffff");
    expect(readableTextOn("#f8f9fa")).toBe("#1a1b1e");
    expect(readableTextOn("#1f2a44", "#f8f9fa")).toBe("#1a1b1e");
  });
});
