import { describe, expect, it } from "vitest";
import { jsonNesting } from "./json-nesting.js";

describe("jsonNesting", () => {
  it("counts the deepest array or object, not brackets inside strings", () => {
    expect(jsonNesting("1")).toBe(0);
    expect(jsonNesting('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNesting('{"texto":"[[[{{{ no cuentan"}')).toBe(1);
    expect(jsonNesting('["comillas \\" y [corchetes] escapados", ["x"]]')).toBe(2);
    expect(jsonNesting('["barra final \\\\", [[]]]')).toBe(3);
  });

  it("stops as soon as the text passes the limit", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(jsonNesting(deep)).toBe(100_000);
    expect(jsonNesting(deep, 64)).toBe(65);
  });
});
