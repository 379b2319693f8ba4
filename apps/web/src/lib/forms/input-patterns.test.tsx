import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { applyPattern, matchesPattern, patternChangeHandler, stripSpecialCharacters } from "./input-patterns";

function DigitsField() {
  const [value, setValue] = useState("");
  return <input aria-label="Teléfono" value={value} onChange={patternChangeHandler("digits", setValue)} />;
}

describe("input patterns", () => {
  it("digits only", () => {
    expect(matchesPattern("digits", "5512345678")).toBe(true);
    expect(matchesPattern("digits", "55 1234")).toBe(false);
    expect(matchesPattern("digits", "")).toBe(true);
  });

  it("names: letters with accents and spaces", () => {
    expect(matchesPattern("name", "José Ñúñez Güemes")).toBe(true);
    expect(matchesPattern("name", "Ana2")).toBe(false);
    expect(matchesPattern("name", "Ana-María")).toBe(false);
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

  it("clears a value that does not match, keeps one that does", () => {
    expect(applyPattern("digits", "123")).toBe("123");
    expect(applyPattern("digits", "12a")).toBe("");
  });

  it("strips everything but letters, digits, accents and spaces", () => {
    expect(stripSpecialCharacters("¡Hola, José! <b>2024</b>")).toBe("Hola José b2024b");
  });

  it("clears a non-matching input on change", () => {
    render(<DigitsField />);
    const input = screen.getByLabelText<HTMLInputElement>("Teléfono");
    fireEvent.change(input, { target: { value: "812" } });
    expect(input.value).toBe("812");
    fireEvent.change(input, { target: { value: "812x" } });
    expect(input.value).toBe("");
  });
});
