import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render-screen";
import { BRANCHING_QUESTIONS } from "../../../test/surveys";
import { SurveyFlowDiagram } from "./survey-flow-diagram";

describe("the flow diagram", () => {
  it("draws a box per question that takes the editor to it, and names its controls in Spanish", async () => {
    const onOpenQuestion = vi.fn();
    renderScreen(
      <SurveyFlowDiagram
        definition={{ questions: BRANCHING_QUESTIONS }}
        faults={[]}
        onOpenQuestion={onOpenQuestion}
      />,
      {
        path: "/",
        route: "/",
      },
    );
    const diagram = await screen.findByTestId("survey-flow-diagram");
    // xyflow shows boxes once it has measured them, which jsdom never does: they count as hidden here.
    const boxes = within(diagram).getAllByRole("button", { name: /^Pregunta \d/, hidden: true });
    expect(boxes.map((box) => box.getAttribute("aria-label"))).toEqual([
      "Pregunta 1: ¿Cómo te atendimos? (ir a la pregunta en el editor)",
      "Pregunta 2: ¿Qué mejorarías? (ir a la pregunta en el editor)",
    ]);
    expect(within(diagram).getByText("Inicio")).toBeInTheDocument();
    expect(within(diagram).getByText("Fin")).toBeInTheDocument();
    for (const name of ["Acercar", "Alejar", "Ver todo el diagrama"]) {
      expect(within(diagram).getByRole("button", { name, hidden: true })).toBeInTheDocument();
    }
    expect(screen.getByTestId("flow-status")).toHaveTextContent("Todos los caminos terminan.");
    // A click alone: jsdom's mouse-down carries no window, which d3's panning reads.
    fireEvent.click(boxes[1] as HTMLElement);
    expect(onOpenQuestion).toHaveBeenCalledWith(1);
  });
});
