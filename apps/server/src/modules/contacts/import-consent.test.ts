import { describe, expect, it } from "vitest";
import { consentOf } from "./import-consent.js";

describe("an import's consent cell", () => {
  it.each(["Sí", "sí", "SI", "si", " Yes ", "TRUE", "1"])("reads %j as yes", (cell) => {
    expect(consentOf(cell)).toBe(true);
  });

  it.each(["No", "NO", " no ", "False", "0"])("reads %j as no", (cell) => {
    expect(consentOf(cell)).toBe(false);
  });

  it("leaves an empty cell unsaid", () => {
    expect(consentOf("")).toBeNull();
    expect(consentOf("   ")).toBeNull();
  });

  it.each(["quizá", "s", "n", "sí, acepta", "2", "verdadero", "opt-in"])("does not read %j", (cell) => {
    expect(consentOf(cell)).toBeUndefined();
  });
});
