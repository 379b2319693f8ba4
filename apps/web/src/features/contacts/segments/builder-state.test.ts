import type { Segment } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { buildContactField } from "../../../test/fixtures";
import { type BuilderState, builderStateOf, conditionsOf, emptyRow, withField } from "./builder-state";

const nivel = buildContactField({ id: 1, key: "nivel", name: "Nivel", type: "list", options: ["Oro"] });
const vip = buildContactField({ id: 2, key: "vip", name: "VIP", type: "yesno" });
const compras = buildContactField({ id: 3, key: "compras", name: "Compras", type: "number" });
const empresa = buildContactField({ id: 4, key: "empresa", name: "Empresa", type: "text" });
const alta = buildContactField({ id: 5, key: "alta", name: "Alta", type: "date" });
const fields = [nivel, vip, compras, empresa, alta];

const row = (key: string | null, operator: BuilderState["fields"][number]["operator"], value: string) => ({
  ...emptyRow(),
  key,
  operator,
  value,
});

describe("the segment builder's state", () => {
  it("a new segment stands for every contact", () => {
    expect(conditionsOf(builderStateOf(null), fields)).toEqual({
      labelIds: [],
      labelMatch: "any",
      fields: [],
      optIn: "any",
      channel: "any",
      openChat: "any",
    });
  });

  it("sends each value as typed for the server to read, none for empty or filled; skips a row without field", () => {
    const state: BuilderState = {
      ...builderStateOf(null),
      fields: [
        row("vip", "equals", "yes"),
        row("vip", "equals", "no"),
        row("compras", "after", " 1500,5 "),
        row("compras", "before", "mil"),
        row("empresa", "contains", "  taller "),
        row("alta", "before", "2025-02-01"),
        row("nivel", "empty", "Oro"),
        row("nivel", "equals", ""),
        row(null, "equals", "x"),
        row("borrado", "equals", "x"),
      ],
    };
    expect(conditionsOf(state, fields).fields).toEqual([
      { key: "vip", operator: "equals", value: "yes" },
      { key: "vip", operator: "equals", value: "no" },
      { key: "compras", operator: "after", value: "1500,5" },
      // A number that is not one goes as typed too: the server says why in Spanish.
      { key: "compras", operator: "before", value: "mil" },
      { key: "empresa", operator: "contains", value: "taller" },
      { key: "alta", operator: "before", value: "2025-02-01" },
      { key: "nivel", operator: "empty", value: null },
      { key: "nivel", operator: "equals", value: null },
    ]);
  });

  it("sends the day limit and dates only when given, and the label match only for two labels or more", () => {
    const state: BuilderState = {
      ...builderStateOf(null),
      labelIds: [3],
      labelMatch: "all",
      optIn: "in",
      channel: "sms",
      inboundWithinDays: 15,
      openChat: "yes",
      createdFrom: " 2025-01-01 ",
      createdTo: "",
    };
    expect(conditionsOf(state, fields)).toEqual({
      labelIds: [3],
      labelMatch: "any",
      fields: [],
      optIn: "in",
      channel: "sms",
      inboundWithinDays: 15,
      openChat: "yes",
      createdFrom: "2025-01-01",
    });
    expect(conditionsOf({ ...state, labelIds: [3, 4] }, fields).labelMatch).toBe("all");
  });

  it("a saved segment comes back to the same conditions", () => {
    const segment: Segment = {
      id: 8,
      name: "Mayoreo VIP",
      updatedAt: "2025-05-01T10:00:00.000Z",
      conditions: {
        labelIds: [3, 4],
        labelMatch: "all",
        fields: [
          { key: "vip", operator: "equals", value: true },
          { key: "compras", operator: "after", value: 100 },
          { key: "nivel", operator: "filled", value: null },
        ],
        optIn: "out",
        channel: "whatsapp",
        inboundWithinDays: 7,
        openChat: "no",
        createdFrom: "2025-01-01",
        createdTo: "2025-02-01",
      },
    };
    const state = builderStateOf(segment);
    expect(state.name).toBe("Mayoreo VIP");
    expect(state.fields.map((field) => field.value)).toEqual(["yes", "100", ""]);
    expect(conditionsOf(state, fields)).toEqual({
      ...segment.conditions,
      fields: [
        { key: "vip", operator: "equals", value: "yes" },
        { key: "compras", operator: "after", value: "100" },
        { key: "nivel", operator: "filled", value: null },
      ],
    });
  });

  it("a row's new field keeps the operator its type takes, else the type's first, and drops the value", () => {
    const contains = row("empresa", "contains", "taller");
    expect(withField(contains, nivel)).toMatchObject({ key: "nivel", operator: "equals", value: "" });
    expect(withField(row("compras", "after", "5"), alta)).toMatchObject({ key: "alta", operator: "after" });
    expect(withField(contains, undefined)).toMatchObject({ key: null, value: "" });
  });
});
