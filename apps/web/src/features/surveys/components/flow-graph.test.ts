import { checkSurveyFlow, type SurveyDefinitionInput } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { BRANCHING_QUESTIONS } from "../../../test/surveys";
import { buildFlowGraph, QUESTION_SIZE } from "./flow-graph";

const texts = { start: "Inicio", end: "Fin", openAnswer: "Respuesta libre", untitled: "(sin texto)" };

/** Twenty questions in a row, each with two answers: the next one, or the end. */
const twenty: SurveyDefinitionInput["questions"] = Array.from({ length: 20 }, (_, index) => ({
  key: `q${index + 1}`,
  text: `Pregunta número ${index + 1}`,
  type: "choice" as const,
  answers: [
    { text: "Seguir", next: index < 19 ? `q${index + 2}` : null },
    { text: "Terminar", next: null },
  ],
}));

describe("the survey's flow graph", () => {
  it("has a start, a box per question with its number's place, an end, and labelled arrows", () => {
    const graph = buildFlowGraph({ questions: BRANCHING_QUESTIONS }, [], texts);
    expect(graph.nodes.map((node) => node.id)).toEqual(["start", "q-0", "q-1", "end"]);
    expect(graph.nodes[1]?.data).toMatchObject({ kind: "question", index: 0, text: "¿Cómo te atendimos?" });
    expect(graph.edges.map((edge) => [edge.source, edge.target, edge.label])).toEqual([
      ["start", "q-0", undefined],
      ["q-0", "end", "Bien (10)"],
      // Two answers to the same question share one arrow.
      ["q-0", "q-1", "Regular (5) / Mal (0)"],
      ["q-1", "end", "Respuesta libre"],
    ]);
  });

  it("lays the flow out top to bottom", () => {
    const graph = buildFlowGraph({ questions: BRANCHING_QUESTIONS }, [], texts);
    const y = (id: string) => graph.nodes.find((node) => node.id === id)?.position.y ?? Number.NaN;
    expect(y("start")).toBeLessThan(y("q-0"));
    expect(y("q-0")).toBeLessThan(y("q-1"));
    expect(y("q-1")).toBeLessThan(y("end"));
  });

  it("draws twenty questions without two boxes overlapping", () => {
    const graph = buildFlowGraph({ questions: twenty }, [], texts);
    const boxes = graph.nodes.filter((node) => node.type === "question");
    expect(boxes).toHaveLength(20);
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const apart =
          Math.abs(box.position.x - other.position.x) >= QUESTION_SIZE.width ||
          Math.abs(box.position.y - other.position.y) >= QUESTION_SIZE.height;
        expect(apart).toBe(true);
      }
    }
    // Every question's "Terminar" shares the one end.
    expect(graph.edges.filter((edge) => edge.target === "end")).toHaveLength(20);
  });

  it("marks the way that loops and the question nobody reaches", () => {
    const looping: SurveyDefinitionInput["questions"] = [
      { key: "q1", text: "Uno", type: "choice", answers: [{ text: "A", next: "q2" }] },
      { key: "q2", text: "Dos", type: "choice", answers: [{ text: "B", next: "q1" }] },
      { key: "q3", text: "Tres", type: "open", next: null },
    ];
    const faults = checkSurveyFlow(
      looping.map((question) => ({
        ...question,
        answers: (question.answers ?? []).map((way) => ({ text: way.text, next: way.next ?? null })),
        next: question.next ?? null,
      })),
    );
    const graph = buildFlowGraph({ questions: looping }, faults, texts);
    const back = graph.edges.find((edge) => edge.source === "q-1" && edge.target === "q-0");
    expect(back?.data).toEqual({ faulty: true });
    expect(graph.edges.find((edge) => edge.source === "q-0")?.data).toEqual({ faulty: false });
    expect(graph.nodes.find((node) => node.id === "q-2")?.data).toMatchObject({ faulty: true });
  });
});
