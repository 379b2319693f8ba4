import { describe, expect, it } from "vitest";
import { SURVEY_MESSAGES, surveyDefinitionInput } from "./schemas/surveys.schema.js";
import { checkSurveyFlow, type FlowQuestion, SURVEY_FLOW_MESSAGES } from "./survey-flow.js";

const choice = (key: string, ...nexts: (string | null)[]): FlowQuestion => ({
  key,
  type: "choice",
  answers: nexts.map((next, index) => ({ text: `R${index + 1}`, next })),
  next: null,
});
const open = (key: string, next: string | null): FlowQuestion => ({ key, type: "open", answers: [], next });

describe("survey flow", () => {
  it("accepts a branching survey where every path ends", () => {
    // q1 → (bad) q2 → q4 | (good) q3 → end; q4 open → end
    expect(
      checkSurveyFlow([
        choice("q1", "q2", "q3"),
        choice("q2", "q4", "q4"),
        choice("q3", null),
        open("q4", null),
      ]),
    ).toEqual([]);
  });

  it("names a loop at the answer that goes back", () => {
    const faults = checkSurveyFlow([choice("q1", "q2"), choice("q2", "q3", null), choice("q3", "q1")]);
    expect(faults).toEqual([{ path: [2, "answers", 0, "next"], message: SURVEY_FLOW_MESSAGES.loop(3) }]);
  });

  it("names a question that leads to itself", () => {
    expect(checkSurveyFlow([open("q1", "q1")])).toEqual([
      { path: [0, "next"], message: SURVEY_FLOW_MESSAGES.selfLoop(1) },
    ]);
  });

  it("names a dead end: an answer leading to a question that does not exist", () => {
    expect(checkSurveyFlow([choice("q1", "q9", null)])).toEqual([
      { path: [0, "answers", 0, "next"], message: SURVEY_FLOW_MESSAGES.nextMissing(1, "R1", "q9") },
    ]);
  });

  it("names a question nobody reaches, and repeated keys", () => {
    expect(checkSurveyFlow([choice("q1", null), choice("q2", null)])).toEqual([
      { path: [1], message: SURVEY_FLOW_MESSAGES.unreachable(2) },
    ]);
    const repeated = checkSurveyFlow([choice("q1", "q2"), choice("q2", null), choice("q2", null)]);
    expect(repeated).toContainEqual({ path: [2, "key"], message: SURVEY_FLOW_MESSAGES.keyRepeated("q2") });
  });

  it("walks a 50-question chain without trouble", () => {
    const chain = Array.from({ length: 50 }, (_, index) =>
      choice(`q${index}`, index < 49 ? `q${index + 1}` : null),
    );
    expect(checkSurveyFlow(chain)).toEqual([]);
  });
});

describe("survey definition", () => {
  const valid = {
    name: "Satisfacción",
    initialMessage: "¿Nos ayudas con 2 preguntas?",
    finalMessage: "¡Gracias!",
    questions: [
      {
        key: "atencion",
        text: "¿Cómo te atendimos?",
        type: "choice",
        answers: [
          { text: "Bien", score: 10, next: null },
          { text: "Mal", score: 0, next: "comentario" },
        ],
      },
      { key: "comentario", text: "¿Qué falló?", type: "open", next: null },
    ],
  };

  it("reads a valid survey, with defaults for what may be left out", () => {
    const parsed = surveyDefinitionInput.parse(valid);
    expect(parsed.description).toBe("");
    expect(parsed.questions[1]).toEqual({
      key: "comentario",
      text: "¿Qué falló?",
      type: "open",
      answers: [],
      next: null,
    });
  });

  it("gives each fault in Spanish at its field path (what the JSON import shows)", () => {
    const result = surveyDefinitionInput.safeParse({
      ...valid,
      name: " ",
      questions: [
        { ...valid.questions[0], answers: [{ text: "Bien", score: 11, next: "nadie" }] },
        { key: "x y", text: "", type: "rating" },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["name", SURVEY_MESSAGES.nameRequired],
        ["questions.0.answers.0.score", SURVEY_MESSAGES.scoreInvalid],
        ["questions.1.key", SURVEY_MESSAGES.keyInvalid],
        ["questions.1.text", SURVEY_MESSAGES.questionTextRequired],
        ["questions.1.type", SURVEY_MESSAGES.questionTypeInvalid],
      ]),
    );
  });

  it("runs the flow check once the fields are right", () => {
    const result = surveyDefinitionInput.safeParse({
      ...valid,
      questions: [valid.questions[0], { ...valid.questions[1], next: "atencion" }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["questions.1.next", SURVEY_FLOW_MESSAGES.loop(2)],
    ]);
  });
});
