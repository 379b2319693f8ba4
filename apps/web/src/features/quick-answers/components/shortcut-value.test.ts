import { describe, expect, it } from "vitest";
import { cleanShortcut } from "./shortcut-value";

describe("cleanShortcut", () => {
  it("keeps letters, digits, - and _, and drops the leading slash quietly", () => {
    expect(cleanShortcut("envío_2-a")).toEqual({ value: "envío_2-a", refused: null });
    expect(cleanShortcut("/saludo")).toEqual({ value: "saludo", refused: null });
  });

  it("does not take other characters, and says which one it refused", () => {
    expect(cleanShortcut("hola!")).toEqual({ value: "hola", refused: "!" });
    expect(cleanShortcut("buenos días")).toEqual({ value: "buenosdías", refused: "espacio" });
    expect(cleanShortcut("a/b")).toEqual({ value: "ab", refused: "/" });
  });

  it("stops at the longest shortcut the server takes", () => {
    expect(cleanShortcut("x".repeat(40)).value).toHaveLength(30);
  });
});
