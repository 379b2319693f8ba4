import type { FlowFault, SurveyDefinitionInput } from "@consola/shared";
import dagre from "@dagrejs/dagre";
import { type Edge, MarkerType, type Node } from "@xyflow/react";

/** A question's box; the start and the end are smaller. Fixed sizes, so a keystroke never moves the layout. */
export const QUESTION_SIZE = { width: 240, height: 76 } as const;
export const TERMINAL_SIZE = { width: 120, height: 40 } as const;
const LABEL_HEIGHT = 22;
/** About the width of one character of an edge's label (13 px text), for the layout to leave it room. */
const LABEL_CHAR_WIDTH = 7.2;

export type FlowNodeData =
  | { kind: "question"; index: number; text: string; faulty: boolean }
  | { kind: "start" | "end"; text: string };

export type FlowNode = Node<FlowNodeData>;
export type FlowGraph = { nodes: FlowNode[]; edges: Edge[] };

export type FlowTexts = { start: string; end: string; openAnswer: string; untitled: string };

export const questionNodeId = (index: number) => `q-${index}`;
const START = "start";
const END = "end";

type Way = { label: string; target: string; faulty: boolean };

/** The faults' places: the questions they name and their ways out ("2.answers.0.next", "4.next"). */
function faultPlaces(faults: readonly FlowFault[]) {
  const questions = new Set<number>();
  const ways = new Set<string>();
  for (const { path } of faults) {
    const [index, ...rest] = path;
    if (typeof index !== "number") continue;
    if (rest.length === 0 || rest[0] === "key") questions.add(index);
    else ways.add(path.join("."));
  }
  return { questions, ways };
}

/**
 * The survey as a graph laid out top to bottom by dagre: a start, one box per question (its number and text),
 * one end, and an arrow per way out labelled with the answers that take it (answers of one question leading
 * to the same place share an arrow). The ways and questions the flow check faults are marked.
 */
export function buildFlowGraph(
  definition: Pick<SurveyDefinitionInput, "questions">,
  faults: readonly FlowFault[],
  texts: FlowTexts,
): FlowGraph {
  const { questions } = definition;
  const places = faultPlaces(faults);
  const indexOf = new Map<string, number>();
  questions.forEach((question, index) => {
    if (question.key && !indexOf.has(question.key)) indexOf.set(question.key, index);
  });
  const targetOf = (next: string | null | undefined) => {
    if (!next) return END;
    const index = indexOf.get(next);
    return index === undefined ? null : questionNodeId(index);
  };

  const nodes: FlowNode[] = [
    { id: START, type: "terminal", position: { x: 0, y: 0 }, data: { kind: "start", text: texts.start } },
    ...questions.map(
      (question, index): FlowNode => ({
        id: questionNodeId(index),
        type: "question",
        position: { x: 0, y: 0 },
        data: {
          kind: "question",
          index,
          text: question.text.trim() || texts.untitled,
          faulty: places.questions.has(index),
        },
      }),
    ),
    { id: END, type: "terminal", position: { x: 0, y: 0 }, data: { kind: "end", text: texts.end } },
  ];

  const edges: Edge[] = [];
  if (questions.length > 0) {
    edges.push({ id: `${START}->${questionNodeId(0)}`, source: START, target: questionNodeId(0) });
  }
  questions.forEach((question, index) => {
    const ways: Way[] = [];
    const add = (label: string, next: string | null | undefined, path: string) => {
      const target = targetOf(next);
      // A key that names no question leads nowhere: the box is marked instead (the check says why).
      if (target === null) return;
      const faulty = places.ways.has(path);
      const same = ways.find((way) => way.target === target);
      if (same) {
        same.label = `${same.label} / ${label}`;
        same.faulty ||= faulty;
      } else {
        ways.push({ label, target, faulty });
      }
    };
    if (question.type === "choice") {
      (question.answers ?? []).forEach((answer, answerIndex) => {
        const score = answer.score === null || answer.score === undefined ? "" : ` (${answer.score})`;
        add(`${answer.text.trim() || "…"}${score}`, answer.next, `${index}.answers.${answerIndex}.next`);
      });
    } else {
      add(texts.openAnswer, question.next, `${index}.next`);
    }
    for (const way of ways) {
      edges.push({
        id: `${questionNodeId(index)}->${way.target}`,
        source: questionNodeId(index),
        target: way.target,
        label: way.label,
        data: { faulty: way.faulty },
        ...(way.faulty ? { className: "survey-flow-faulty" } : {}),
      });
    }
  });
  for (const edge of edges) edge.markerEnd = { type: MarkerType.ArrowClosed, width: 16, height: 16 };

  return layOut(nodes, edges);
}

const sizeOf = (node: FlowNode) => (node.data.kind === "question" ? QUESTION_SIZE : TERMINAL_SIZE);

/** dagre's top-to-bottom layout: centres become xyflow's top-left positions. */
function layOut(nodes: FlowNode[], edges: Edge[]): FlowGraph {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: "TB", nodesep: 40, ranksep: 56, edgesep: 24, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { ...sizeOf(node) });
  for (const edge of edges) {
    const label = typeof edge.label === "string" ? edge.label : "";
    graph.setEdge(edge.source, edge.target, {
      width: label ? Math.min(label.length, 40) * LABEL_CHAR_WIDTH + 12 : 0,
      height: label ? LABEL_HEIGHT : 0,
      labelpos: "c",
    });
  }
  dagre.layout(graph);
  return {
    nodes: nodes.map((node) => {
      const { x, y } = graph.node(node.id);
      const { width, height } = sizeOf(node);
      return { ...node, position: { x: x - width / 2, y: y - height / 2 }, width, height };
    }),
    edges,
  };
}
