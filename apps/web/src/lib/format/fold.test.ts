import { describe, expect, it } from "vitest";
import { fold, textMatches } from "./fold";

describe("fold and textMatches", () => {
  it("ignores case and accents", () => {
    expect(fold("Envío RÁPIDO")).toBe("envio rapido");
    expect(textMatches("rapido", "Otro", "Envío rápido")).toBe(true);
    expect(textMatches("  ", "x")).toBe(true);
    expect(textMatches("lento", "Envío rápido")).toBe(false);
  });
});
