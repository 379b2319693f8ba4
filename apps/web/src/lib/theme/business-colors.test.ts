import { DEFAULT_COLORS } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { businessColorVariables } from "./business-colors";
import { readableTextOn, shadesOf } from "./color-math";

describe("business colours", () => {
  it("become one CSS variable each", () => {
    const colors = { ...DEFAULT_COLORS, primary: "#c92a2a", barFirst: "#ffffff" };
    expect(businessColorVariables(colors)).toMatchObject({
      "--consola-title": DEFAULT_COLORS.title,
      "--consola-bg-button": DEFAULT_COLORS.bgButton,
      "--consola-txt-button": DEFAULT_COLORS.txtButton,
      "--consola-bar-first": "#ffffff",
      "--consola-bar-second": DEFAULT_COLORS.barSecond,
      "--consola-primary": "#c92a2a",
      "--consola-secondary": DEFAULT_COLORS.secondary,
      // A white sidebar gets dark text.
      "--consola-bar-text": "#1a1b1e",
    });
  });

  it("fall back to the defaults before sign-in", () => {
    expect(businessColorVariables(null)["--consola-primary"]).toBe(DEFAULT_COLORS.primary);
  });

  it("give Mantine ten shades with the business colour as the filled one", () => {
    const shades = shadesOf("#1c7ed6");
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe("#1c7ed6");
    expect(shades[0]).not.toBe(shades[9]);
  });

  it("pick legible text for light and dark backgrounds", () => {
    expect(readableTextOn("#1f2a44")).toBe("#ffffff");
    expect(readableTextOn("#f8f9fa")).toBe("#1a1b1e");
  });
});
