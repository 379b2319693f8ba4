import type { TFunction } from "i18next";
import { checkSurvey, type SurveyCheck } from "./survey-issues";

/** A survey's JSON is a few kilobytes; a bigger file is not one. */
export const SURVEY_JSON_MAX_BYTES = 1_000_000;

const failure = (message: string): SurveyCheck => ({ ok: false, issues: [{ path: [], message }] });

/**
 * Where a text stops being JSON: the offset of the first character that cannot be there, or the text's
 * length when it ends too soon. Browsers word (and place) JSON.parse's errors differently, and often name
 * no position at all; this reads the grammar itself, only once JSON.parse has refused the text.
 */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text.charAt(at))) at += 1;
  };
  const expect = (char: string) => {
    if (text.charAt(at) !== char) fail();
    at += 1;
  };
  const string = () => {
    expect('"');
    while (at < text.length) {
      const char = text.charAt(at);
      if (char === '"') {
        at += 1;
        return;
      }
      if (char === "\\") {
        const escaped = text.charAt(at + 1);
        if (escaped === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
            at += 2;
            fail();
          }
          at += 6;
        } else if ('"\\/bfnrt'.includes(escaped) && escaped !== "") {
          at += 2;
        } else {
          at += 1;
          fail();
        }
      } else if (char < " ") {
        fail();
      } else {
        at += 1;
      }
    }
    fail();
  };
  const value = (): void => {
    space();
    const char = text.charAt(at);
    if (char === "{") {
      at += 1;
      space();
      if (text.charAt(at) === "}") {
        at += 1;
        return;
      }
      for (;;) {
        space();
        string();
        space();
        expect(":");
        value();
        space();
        if (text.charAt(at) === "}") {
          at += 1;
          return;
        }
        expect(",");
      }
    }
    if (char === "[") {
      at += 1;
      space();
      if (text.charAt(at) === "]") {
        at += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text.charAt(at) === "]") {
          at += 1;
          return;
        }
        expect(",");
      }
    }
    if (char === '"') {
      string();
      return;
    }
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at));
    if (!literal) fail();
    at += literal?.[0].length ?? 0;
  };
  try {
    value();
    space();
    if (at < text.length) fail();
  } catch (offset) {
    // A number is where it failed; anything else (a nesting deeper than the stack) stopped where it was.
    return typeof offset === "number" ? offset : at;
  }
  return text.length;
}

/** Where the text stops being JSON, as a line and column, or that it ends too soon. */
function syntaxMessage(text: string, t: TFunction): string {
  const offset = jsonErrorOffset(text);
  if (offset >= text.trimEnd().length) return t("surveys.importDialog.syntaxEnd");
  const lines = text.slice(0, offset).split("\n");
  return t("surveys.importDialog.syntaxAt", { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 });
}

/**
 * A pasted or uploaded survey: JSON first (its faults in Spanish, with the line and column), then the shared
 * definition schema, whose faults name their field path.
 */
export function readSurveyJson(text: string, t: TFunction): SurveyCheck {
  if (!text.trim()) return failure(t("surveys.importDialog.empty"));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return failure(syntaxMessage(text, t));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return failure(t("surveys.importDialog.notAnObject"));
  }
  return checkSurvey(value, t);
}

/** What "Usar un ejemplo" writes in the box: two questions, one branching to a comment. */
export const SURVEY_JSON_EXAMPLE = JSON.stringify(
  {
    name: "Satisfacción después del chat",
    description: "Se envía al cerrar cada chat",
    initialMessage: "¡Gracias por escribirnos! ¿Nos ayudas con dos preguntas?",
    finalMessage: "Gracias por tus respuestas.",
    questions: [
      {
        key: "q1",
        text: "¿Cómo calificas la atención?",
        type: "choice",
        answers: [
          { text: "Excelente", score: 10, next: null },
          { text: "Regular", score: 5, next: "q2" },
          { text: "Mala", score: 0, next: "q2" },
        ],
      },
      { key: "q2", text: "¿Qué podemos mejorar?", type: "open", next: null },
    ],
  },
  null,
  2,
);
