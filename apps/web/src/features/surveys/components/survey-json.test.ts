import { describe, expect, it } from "vitest";
import { i18n } from "../../../app/i18n/catalogue";
import { readablePath } from "./survey-issues";
import { jsonErrorOffset, readSurveyJson, SURVEY_JSON_EXAMPLE } from "./survey-json";

const t = i18n.t.bind(i18n);

describe("reading a survey's JSON", () => {
  it.each([
    ['{"a": 1,}', 8],
    ['{"a" 1}', 5],
    ["[1, 2", 5],
    ['{"a": tru}', 6],
    // The escape that is not one: the letter after the backslash.
    ['{"a": "x\\q"}', 9],
    ['{"a": 1} x', 9],
  ])("finds where %s stops being JSON", (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it("says where, by line and column, or that the text ends too soon", () => {
    expect(readSurveyJson('{\n  "name": "A",\n  "questions": [,]\n}', t)).toEqual({
      ok: false,
      issues: [{ path: [], message: "El texto no es un JSON válido: revisa la línea 3, columna 17." }],
    });
    expect(readSurveyJson('{"name": "A"', t)).toMatchObject({
      issues: [{ message: "El JSON está incompleto: falta cerrar algo al final." }],
    });
    expect(readSurveyJson("   ", t)).toMatchObject({
      issues: [{ message: t("surveys.importDialog.empty") }],
    });
    expect(readSurveyJson("[]", t)).toMatchObject({
      issues: [{ message: t("surveys.importDialog.notAnObject") }],
    });
  });

  it("names a question that is not an object in Spanish, at its place", () => {
    const result = readSurveyJson(
      JSON.stringify({ name: "A", initialMessage: "B", finalMessage: "C", questions: ["¿Qué tal?"] }),
      t,
    );
    expect(result).toEqual({
      ok: false,
      issues: [{ path: ["questions", 0], message: "Debe ser un objeto entre llaves." }],
    });
  });

  it("accepts the example it offers", () => {
    expect(readSurveyJson(SURVEY_JSON_EXAMPLE, t)).toMatchObject({ ok: true });
  });

  it("reads field paths as people do", () => {
    expect(readablePath(["questions", 2, "answers", 0, "next"], t)).toBe(
      "Pregunta 3 › respuesta 1 › siguiente",
    );
    expect(readablePath(["questions", 0, "answers"], t)).toBe("Pregunta 1 › respuestas");
    expect(readablePath(["initialMessage"], t)).toBe("Mensaje inicial");
    expect(readablePath(["questions"], t)).toBe("Preguntas");
  });
});
