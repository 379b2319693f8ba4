import { DEFAULT_COLORS, DEFAULT_STATUS_COLORS } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { wornColors } from "../../../lib/theme/business-colors";
import { AA_TEXT_CONTRAST, contrastRatio } from "../../../lib/theme/color-math";
import { colorWarnings } from "./color-warnings";

describe("contrast warnings of the colour form", () => {
  it("has nothing to say about the default colours", () => {
    expect(colorWarnings({ ...DEFAULT_COLORS, ...DEFAULT_STATUS_COLORS })).toEqual([]);
  });

  it("names the colours the theme will adjust, with the colour it will wear instead", () => {
    const colors = { ...DEFAULT_COLORS, title: "#ffd43b", bgButton: "#74c0fc", txtButton: "#ffffff" };
    const warnings = colorWarnings(colors);
    expect(warnings.map((warning) => [warning.kind, warning.field])).toEqual([
      ["adjusted", "title"],
      ["adjusted", "bgButton"],
    ]);
    const worn = wornColors(colors);
    expect(warnings[0]).toMatchObject({ color: "#ffd43b", against: "header", adjusted: worn.title });
    expect(warnings[1]).toMatchObject({ color: "#74c0fc", against: "buttonText", adjusted: worn.bgButton });
    expect(warnings[0]?.kind === "adjusted" && warnings[0].ratio).toBeLessThan(AA_TEXT_CONTRAST);
    // What it says the theme will wear does read at AA.
    expect(contrastRatio(worn.title, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it("warns about a primary colour that would not read on the white page", () => {
    const warnings = colorWarnings({ ...DEFAULT_COLORS, primary: "#8ce99a" });
    expect(warnings).toEqual([
      expect.objectContaining({ kind: "adjusted", field: "primary", against: "page" }),
    ]);
  });

  it("warns about a sidebar on which neither dark nor white text reads, and about unreadable status colours", () => {
    const warnings = colorWarnings({
      ...DEFAULT_COLORS,
      barFirst: "#000000",
      barSecond: "#ffffff",
      danger: "#808080",
    });
    expect(warnings.map((warning) => [warning.kind, warning.field])).toEqual([
      ["unreadable", "barFirst"],
      ["unreadable", "danger"],
    ]);
  });

  it("keeps quiet when the text colour itself reads well on a light button", () => {
    expect(colorWarnings({ ...DEFAULT_COLORS, bgButton: "#ffd43b", txtButton: "#1a1b1e" })).toEqual([]);
  });
});
