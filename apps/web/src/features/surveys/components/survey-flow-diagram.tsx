import "@xyflow/react/dist/style.css";
import type { FlowFault, SurveyDefinitionInput } from "@consola/shared";
import { Stack, Text } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import {
  Controls,
  type Edge,
  getNodesBounds,
  Handle,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from "@xyflow/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buildFlowGraph, type FlowNode, QUESTION_SIZE } from "./flow-graph";
import classes from "./survey-flow-diagram.module.css";

export type SurveyFlowDiagramProps = {
  definition: Pick<SurveyDefinitionInput, "questions">;
  faults: readonly FlowFault[];
  /** A question's box was chosen: the editor shows that question. */
  onOpenQuestion: (index: number) => void;
};

const OpenQuestion = createContext<(index: number) => void>(() => undefined);

/**
 * The survey's flow drawn with xyflow, laid out by dagre (flow-graph.ts): fit to its frame, zoomed with the
 * controls or a pinch, panned by dragging. A picture of the editor, which holds the same flow as text: each
 * box is a button that takes the focus to its question, and the arrows are named for screen readers.
 * Loaded in its own chunk (the library is only needed here).
 */
export function SurveyFlowDiagram(props: SurveyFlowDiagramProps) {
  return (
    <ReactFlowProvider>
      <OpenQuestion.Provider value={props.onOpenQuestion}>
        <FlowCanvas {...props} />
      </OpenQuestion.Provider>
    </ReactFlowProvider>
  );
}

const nodeTypes = { question: QuestionNode, terminal: TerminalNode };

/** How long the drawing takes to move to a new frame: at once for a person who asked for less motion. */
function useMoveDuration(): number {
  return useReducedMotion() ? 0 : 200;
}

function FlowCanvas({ definition, faults }: SurveyFlowDiagramProps) {
  const { t } = useTranslation();
  const { fitView, setViewport } = useReactFlow();
  const duration = useMoveDuration();
  const canvas = useRef<HTMLDivElement>(null);
  const graph = useMemo(() => {
    const built = buildFlowGraph(definition, faults, {
      start: t("surveys.diagram.start"),
      end: t("surveys.diagram.end"),
      openAnswer: t("surveys.diagram.openAnswer"),
      untitled: t("surveys.editor.untitled"),
    });
    const nameOf = (id: string) => {
      const node = built.nodes.find((candidate) => candidate.id === id);
      if (!node) return id;
      return node.data.kind === "question"
        ? t("surveys.diagram.question", { number: node.data.index + 1 })
        : node.data.text;
    };
    return {
      // Boxes that cannot be dragged or selected take no pointer events in xyflow: the questions' buttons
      // must. Their wrappers need no role of their own (the buttons carry it).
      nodes: built.nodes.map((node) => ({
        ...node,
        ...(node.type === "question" ? { style: { pointerEvents: "all" as const } } : {}),
        domAttributes: { "aria-roledescription": undefined },
      })),
      edges: built.edges.map(
        (edge): Edge => ({
          ...edge,
          ariaLabel:
            typeof edge.label === "string"
              ? t("surveys.diagram.edgeLabel", {
                  from: nameOf(edge.source),
                  to: nameOf(edge.target),
                  answers: edge.label,
                })
              : t("surveys.diagram.edgeLabelPlain", { from: nameOf(edge.source), to: nameOf(edge.target) }),
          domAttributes: { "aria-roledescription": t("surveys.diagram.roleArrow") },
        }),
      ),
    };
  }, [definition, faults, t]);

  // A question added, removed or linked elsewhere changes the drawing's shape: frame it again. Typing a
  // text keeps the shape, and the user's zoom.
  const shape = `${graph.nodes.length}|${graph.edges.map((edge) => edge.id).join(",")}`;
  const nodes = useRef(graph.nodes);
  nodes.current = graph.nodes;
  const frame = useCallback(() => {
    const box = canvas.current;
    if (!box || nodes.current.length === 0) return;
    const view = framing(getNodesBounds(nodes.current), box.clientWidth, box.clientHeight);
    if (view) void setViewport(view, { duration });
    else void fitView({ padding: 0.12, duration });
  }, [fitView, setViewport, duration]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shape stands for the graph's structure
  useEffect(() => {
    const next = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(next);
  }, [shape, frame]);

  const faultCount = faults.length;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" id="survey-flow-hint">
        {t("surveys.diagram.hint")}
      </Text>
      <Text size="sm" c={faultCount > 0 ? "red.9" : "dimmed"} data-testid="flow-status">
        {faultCount > 0 ? t("surveys.diagram.faults", { count: faultCount }) : t("surveys.diagram.complete")}
      </Text>
      <div className={classes.canvas} ref={canvas} data-testid="survey-flow-diagram">
        <ReactFlow
          nodes={graph.nodes}
          edges={graph.edges}
          nodeTypes={nodeTypes}
          aria-label={t("surveys.diagram.label")}
          aria-describedby="survey-flow-hint"
          onInit={frame}
          minZoom={0.15}
          maxZoom={1.5}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          // The wheel moves along a tall flow, as in a page; the controls, a pinch or Ctrl with the wheel zoom.
          zoomOnScroll={false}
          panOnScroll
          // xyflow is MIT licensed: its attribution may be hidden.
          proOptions={{ hideAttribution: true }}
          ariaLabelConfig={{
            "controls.ariaLabel": t("surveys.diagram.controls"),
            "controls.zoomIn.ariaLabel": t("surveys.diagram.zoomIn"),
            "controls.zoomOut.ariaLabel": t("surveys.diagram.zoomOut"),
            "controls.fitView.ariaLabel": t("surveys.diagram.fitView"),
            "controls.interactive.ariaLabel": t("surveys.diagram.interactive"),
          }}
        >
          <Controls showInteractive={false} fitViewOptions={{ padding: 0.12, duration }} />
        </ReactFlow>
      </div>
    </Stack>
  );
}

function QuestionNode({ data, positionAbsoluteX, positionAbsoluteY }: NodeProps<FlowNode>) {
  const { t } = useTranslation();
  const open = useContext(OpenQuestion);
  const { setCenter, getZoom } = useReactFlow();
  const duration = useMoveDuration();
  if (data.kind !== "question") return null;
  const number = data.index + 1;
  const label = t("surveys.diagram.nodeLabel", { number, text: data.text });
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className={classes.handle} />
      <button
        type="button"
        className={classes.question}
        data-faulty={data.faulty || undefined}
        aria-label={data.faulty ? `${label} ${t("surveys.diagram.faultyNode")}` : label}
        onClick={() => open(data.index)}
        onFocus={(event) => {
          // Tabbing through the boxes brings each into view; a click already has it in view.
          if (!focusVisible(event.currentTarget)) return;
          void setCenter(
            positionAbsoluteX + QUESTION_SIZE.width / 2,
            positionAbsoluteY + QUESTION_SIZE.height / 2,
            { zoom: Math.max(getZoom(), 0.8), duration },
          );
        }}
      >
        <span className={classes.number}>{t("surveys.diagram.question", { number })}</span>
        {/* Without a space the box's text runs "Pregunta 2Pregunta…", which is not in its name (axe). */}{" "}
        <span className={classes.text}>{data.text}</span>
      </button>
      <Handle type="source" position={Position.Bottom} isConnectable={false} className={classes.handle} />
    </>
  );
}

function TerminalNode({ data }: NodeProps<FlowNode>) {
  return (
    <>
      {data.kind === "end" && (
        <Handle type="target" position={Position.Top} isConnectable={false} className={classes.handle} />
      )}
      <div className={classes.terminal}>{data.text}</div>
      {data.kind === "start" && (
        <Handle type="source" position={Position.Bottom} isConnectable={false} className={classes.handle} />
      )}
    </>
  );
}

/** Below this zoom a box's text is too small to read. */
const READABLE_ZOOM = 0.7;
const MARGIN = 24;

/**
 * How to frame a flow too tall to read whole in the canvas (twenty questions): readable, from its start, as
 * wide as fits; the rest is a pan (or the wheel) away. Null when the whole flow fits readably.
 */
export function framing(
  bounds: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): { x: number; y: number; zoom: number } | null {
  const room = { width: width - 2 * MARGIN, height: height - 2 * MARGIN };
  if (room.width <= 0 || room.height <= 0) return null;
  const whole = Math.min(room.width / bounds.width, room.height / bounds.height);
  if (whole >= READABLE_ZOOM) return null;
  const zoom = Math.min(1, Math.max(READABLE_ZOOM, room.width / bounds.width));
  return {
    x: width / 2 - (bounds.x + bounds.width / 2) * zoom,
    y: MARGIN - bounds.y * zoom,
    zoom,
  };
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false;
  }
}
