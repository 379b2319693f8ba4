import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  applyPattern,
  filterPattern,
  matchesPattern,
  patternChangeHandler,
  stripSpecialCharacters,
} from "./input-patterns";

function DigitsField() {
  const [value, setValue] = useState("");
  return <input aria-label="Teléfono" value={value} onChange={patternChangeHandler("digits", setValue)} />;
}

/** Types a value one key at a time through a change handler, as a person does. */
function typeThrough(pattern: Parameters<typeof applyPattern>[0], text: string): string {
  let value = "";
  for (const char of text) value = applyPattern(pattern, value + char);
  return value;
}

describe("input patterns", () => {
  it("digits only", () => {
    expect(matchesPattern("digits", "5512345678")).toBe(true);
    expect(matchesPattern("digits", "55 1234")).toBe(false);
    expect(matchesPattern("digits", "")).toBe(true);
  });

  it("names: letters with accents, spaces, hyphens and apostrophes (decision 008)", () => {
    expect(matchesPattern("name", "José Ñúñez Güemes")).toBe(true);
    expect(matchesPattern("name", "José Pérez-Núñez")).toBe(true);
    expect(matchesPattern("name", "O'Brien")).toBe(true);
    expect(matchesPattern("name", "D’Angelo")).toBe(true);
    expect(matchesPattern("name", "Ana2")).toBe(false);
    expect(matchesPattern("name", "Ana<b>")).toBe(false);
  });

  it("letters and digits", () => {
    expect(matchesPattern("alphanumeric", "RNO010101AB1")).toBe(true);
    expect(matchesPattern("alphanumeric", "RNO 0101")).toBe(false);
  });

  it("addresses: letters, digits, spaces and their punctuation", () => {
    expect(matchesPattern("address", "Av. Constitución #100-B, Col. Centro (2° piso)")).toBe(true);
    expect(matchesPattern("address", "Calle 5; DROP TABLE")).toBe(false);
    expect(matchesPattern("address", "<script>")).toBe(false);
  });

  it("typing a name keeps every character that fits, hyphens and apostrophes included", () => {
    expect(typeThrough("name", "José Pérez-Núñez")).toBe("José Pérez-Núñez");
    expect(typeThrough("name", "O'Brien")).toBe("O'Brien");
  });

  it("refuses a bad character by leaving it out, never by wiping the entry", () => {
    expect(typeThrough("name", "Ana2 María")).toBe("Ana María");
    expect(applyPattern("digits", "123")).toBe("123");
    expect(applyPattern("digits", "12a")).toBe("12");
    // A paste with several bad characters keeps the rest and says which were refused.
    expect(filterPattern("name", "Ana!! Ma3ría")).toEqual({ value: "Ana María", refused: ["!", "!", "3"] });
    expect(filterPattern("address", "Calle 5; No. 3")).toEqual({ value: "Calle 5 No. 3", refused: [";"] });
    expect(filterPattern("digits", "812")).toEqual({ value: "812", refused: [] });
  });

  it("strips everything but letters, digits, accents, spaces, hyphens and apostrophes", () => {
    expect(stripSpecialCharacters("¡Hola, José! <b>2024</b>")).toBe("Hola José b2024b");
    expect(stripSpecialCharacters("O'Brien-Núñez;")).toBe("O'Brien-Núñez");
  });

  it("keeps what was typed when a non-matching character comes in", () => {
    render(<DigitsField />);
    const input = screen.getByLabelText<HTMLInputElement>("Teléfono");
    fireEvent.change(input, { target: { value: "812" } });
    expect(input.value).toBe("812");
    fireEvent.change(input, { target: { value: "812x" } });
    expect(input.value).toBe("812");
  });
});
