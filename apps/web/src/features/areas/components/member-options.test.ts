import { describe, expect, it } from "vitest";
import { memberOptions } from "./member-options";
import { listOf, removeBody, usesOf } from "./remove-area-body";

const label = (area: string) => `hoy en ${area}`;

describe("member options", () => {
  it("keeps the chosen people first and names the area of someone found elsewhere", () => {
    const options = memberOptions({
      chosen: ["1"],
      known: [{ id: 1, name: "Ana" }],
      found: [
        { id: 2, name: "Beto", area: "Soporte" },
        { id: 1, name: "Ana", area: "Ventas" },
        { id: 3, name: "Carla", area: "Ventas" },
        { id: 4, name: "Dora", area: null },
      ],
      thisArea: "Ventas",
      otherAreaLabel: label,
    });
    expect(options).toEqual([
      { value: "1", label: "Ana" },
      { value: "2", label: "Beto (hoy en Soporte)" },
      { value: "3", label: "Carla" },
      { value: "4", label: "Dora" },
    ]);
  });

  it("keeps a chosen person the search no longer finds", () => {
    const options = memberOptions({
      chosen: ["9"],
      known: [{ id: 9, name: "Zoe" }],
      found: [],
      thisArea: null,
      otherAreaLabel: label,
    });
    expect(options).toEqual([{ value: "9", label: "Zoe" }]);
  });
});

describe("remove area body", () => {
  it("sends no moveTo for an unused area, null for «Sin área», the id otherwise", () => {
    expect(removeBody(3, undefined)).toEqual({ id: 3 });
    expect(removeBody(3, "none")).toEqual({ id: 3, moveTo: null });
    expect(removeBody(3, "8")).toEqual({ id: 3, moveTo: 8 });
  });

  it("counts what still points at an area", () => {
    expect(
      usesOf({
        id: 1,
        name: "A",
        description: "",
        members: [{ id: 1, name: "x" }],
        openChats: 2,
        quickAnswers: 1,
      }),
    ).toEqual({ people: 1, openChats: 2, quickAnswers: 1, total: 4 });
  });
});

describe("listOf", () => {
  it("joins the non-empty parts as Spanish does", () => {
    expect(listOf(["1 persona", "", "3 respuestas rápidas"])).toBe("1 persona y 3 respuestas rápidas");
    expect(listOf(["a", "b", "c"])).toBe("a, b y c");
  });
});
