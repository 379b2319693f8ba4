import type { QuickAnswer } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { insertAnswer, matchQuickAnswers, slashTokenAt } from "./quick-answer-matching";

const answer = (id: number, message: string, shortcut = ""): QuickAnswer => ({
  id,
  message,
  shortcut,
  areaId: null,
  areaName: null,
});

describe("slashTokenAt", () => {
  it("finds the /word the caret ends, at the start of the text or of a word", () => {
    expect(slashTokenAt("/", 1)).toEqual({ start: 0, end: 1, query: "" });
    expect(slashTokenAt("/pre", 4)).toEqual({ start: 0, end: 4, query: "pre" });
    expect(slashTokenAt("Hola /sal", 9)).toEqual({ start: 5, end: 9, query: "sal" });
    expect(slashTokenAt("Hola\n/envío_2", 13)).toEqual({ start: 5, end: 13, query: "envío_2" });
    // The caret in the middle of the word: the word up to the caret.
    expect(slashTokenAt("/precio hoy", 4)).toEqual({ start: 0, end: 4, query: "pre" });
  });

  it("ignores a slash inside a word, a finished word and a long run of text", () => {
    expect(slashTokenAt("y/o", 3)).toBeNull();
    expect(slashTokenAt("https://x.mx/a", 14)).toBeNull();
    expect(slashTokenAt("/precio ", 8)).toBeNull();
    expect(slashTokenAt("/precio hoy", 11)).toBeNull();
    expect(slashTokenAt("Hola", 4)).toBeNull();
    expect(slashTokenAt(`/${"a".repeat(41)}`, 42)).toBeNull();
    expect(slashTokenAt(`/${"a".repeat(40)}`, 41)?.query).toHaveLength(40);
  });
});

describe("matchQuickAnswers", () => {
  const answers = [
    answer(1, "Buenos días, ¿en qué te ayudo?", "saludo"),
    answer(2, "El envío tarda 3 días hábiles", "envio"),
    answer(3, "Gracias por tu compra", "gracias"),
    answer(4, "Nuestro horario es de 9 a 18 h", "horario-envios"),
    answer(5, "Te comparto el precio del envío", ""),
  ];
  const ids = (query: string) => matchQuickAnswers(answers, query).map((match) => match.id);

  it("offers everything for a bare slash, in the listed order", () => {
    expect(ids("")).toEqual([1, 2, 3, 4, 5]);
  });

  it("puts the exact shortcut first, then shortcuts starting or holding the word, then texts", () => {
    expect(ids("envio")).toEqual([2, 4, 5]);
    expect(ids("ENV")).toEqual([2, 4, 5]);
    expect(ids("dias")).toEqual([1, 2]);
    expect(ids("gracias")).toEqual([3]);
    expect(ids("precio")).toEqual([5]);
    expect(ids("zzz")).toEqual([]);
  });
});

describe("insertAnswer", () => {
  it("replaces the /word with the answer and puts the caret after it", () => {
    expect(insertAnswer("Hola /sal", { start: 5, end: 9, query: "sal" }, "Buenos días")).toEqual({
      text: "Hola Buenos días",
      caret: 16,
    });
    expect(insertAnswer("/pre y más", { start: 0, end: 4, query: "pre" }, "Precio")).toEqual({
      text: "Precio y más",
      caret: 6,
    });
  });
});
