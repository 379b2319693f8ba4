import { SURVEY_FLOW_MESSAGES, SURVEY_MESSAGES } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { buildSurvey } from "../../../test/surveys";
import { EditSurveyPage, NewSurveyPage } from "./survey-editor-page";

const saved = buildSurvey();

const list = <div data-testid="survey-list" />;

/** The whole editor re-draws at each change, which jsdom does slowly: the longer journeys get more time. */
const LONG = 40_000;

function openNew(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<NewSurveyPage />, "/config/surveys/new", routes, { "/config/surveys": list });
}

function openEdit(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(
    <EditSurveyPage />,
    "/config/surveys/edit?id=5",
    { "GET /api/survey/5": ok(saved), ...routes },
    { "/config/surveys": list },
  );
}

const question = (number: number) => screen.getByRole("group", { name: `Pregunta ${number}` });
const answer = (questionNumber: number, number: number) =>
  within(question(questionNumber)).getByRole("group", { name: `Respuesta ${number}` });

type Events = ReturnType<typeof openNew>["events"];

/** A field's text in one go, as pasted: typing letter by letter through the whole editor is slow in jsdom. */
async function fill(events: Events, field: HTMLElement, text: string) {
  await events.click(field);
  await events.paste(text);
}

const nextOf = (group: HTMLElement) => within(group).getByRole("combobox", { name: "Siguiente" });

/** Picks in one answer's "Siguiente" (a native list). */
async function choose(events: Events, group: HTMLElement, option: string) {
  await events.selectOptions(nextOf(group), option);
}

async function fillTwoQuestions(events: Events) {
  await fill(events, await screen.findByRole("textbox", { name: /^Nombre/ }), "Después del chat");
  await fill(events, screen.getByRole("textbox", { name: /^Mensaje inicial/ }), "¡Hola!");
  await fill(events, screen.getByRole("textbox", { name: /^Mensaje final/ }), "¡Gracias!");
  await fill(
    events,
    within(question(1)).getByRole("textbox", { name: /Texto de la pregunta/ }),
    "¿Todo bien?",
  );
  await fill(events, within(answer(1, 1)).getByRole("textbox", { name: /^Texto/ }), "Sí");
  await events.click(screen.getByRole("button", { name: "Agregar pregunta" }));
  await fill(
    events,
    within(question(2)).getByRole("textbox", { name: /Texto de la pregunta/ }),
    "¿Volverías?",
  );
  await fill(events, within(answer(2, 1)).getByRole("textbox", { name: /^Texto/ }), "Claro");
}

describe("survey editor", () => {
  it(
    "shows a loop at the answer's Siguiente and in the summary, and saves once it is fixed",
    async () => {
      const { events, calls, router } = openNew({
        "POST /api/survey/create": ok({ ...saved, id: 9 }, SURVEY_MESSAGES.saved),
      });
      await fillTwoQuestions(events);
      await choose(events, answer(1, 1), "2. ¿Volverías?");
      await choose(events, answer(2, 1), "1. ¿Todo bien?");
      await events.click(screen.getByRole("button", { name: "Guardar encuesta" }));

      const loop = SURVEY_FLOW_MESSAGES.loop(2);
      const next = nextOf(answer(2, 1));
      expect(next).toHaveAttribute("aria-invalid", "true");
      expect(next).toHaveAccessibleDescription(expect.stringContaining(loop));
      const summary = screen.getByTestId("survey-issues");
      expect(
        within(summary)
          .getAllByTestId("survey-issue")
          .map((item) => item.textContent),
      ).toEqual([`Pregunta 2 › respuesta 1 › siguiente: ${loop}`]);
      await waitFor(() => expect(summary).toHaveFocus());
      expect(calls.some((call) => call.url.endsWith("/api/survey/create"))).toBe(false);

      // The summary's entry takes the focus to the field; fixing it clears the fault.
      await events.click(within(summary).getByRole("button", { name: /Pregunta 2 › respuesta 1/ }));
      await waitFor(() => expect(next).toHaveFocus());
      await choose(events, answer(2, 1), "Terminar encuesta");
      expect(screen.queryByTestId("survey-issues")).not.toBeInTheDocument();
      await events.click(screen.getByRole("button", { name: "Guardar encuesta" }));
      expect(await screen.findByText(SURVEY_MESSAGES.saved)).toBeInTheDocument();
      expect(await bodiesOf(calls, "/api/survey/create")).toEqual([
        {
          name: "Después del chat",
          description: "",
          initialMessage: "¡Hola!",
          finalMessage: "¡Gracias!",
          timeoutMinutes: 1440,
          questions: [
            {
              key: "q1",
              text: "¿Todo bien?",
              type: "choice",
              answers: [{ text: "Sí", score: null, next: "q2" }],
              next: null,
            },
            {
              key: "q2",
              text: "¿Volverías?",
              type: "choice",
              answers: [{ text: "Claro", score: null, next: null }],
              next: null,
            },
          ],
        },
      ]);
      await waitFor(() => expect(router.state.location.pathname).toBe("/config/surveys"));
    },
    LONG,
  );

  it("names every required field, and a question nobody reaches", async () => {
    const { events } = openNew();
    await events.click(await screen.findByRole("button", { name: "Agregar pregunta" }));
    await events.click(screen.getByRole("button", { name: "Guardar encuesta" }));
    const items = within(screen.getByTestId("survey-issues"))
      .getAllByTestId("survey-issue")
      .map((item) => item.textContent);
    expect(items).toEqual([
      `Nombre: ${SURVEY_MESSAGES.nameRequired}`,
      `Mensaje inicial: ${SURVEY_MESSAGES.initialMessageRequired}`,
      `Mensaje final: ${SURVEY_MESSAGES.finalMessageRequired}`,
      `Pregunta 1 › texto: ${SURVEY_MESSAGES.questionTextRequired}`,
      `Pregunta 1 › respuesta 1 › texto: ${SURVEY_MESSAGES.answerTextRequired}`,
      `Pregunta 2: ${SURVEY_FLOW_MESSAGES.unreachable(2)}`,
      `Pregunta 2 › texto: ${SURVEY_MESSAGES.questionTextRequired}`,
      `Pregunta 2 › respuesta 1 › texto: ${SURVEY_MESSAGES.answerTextRequired}`,
    ]);
    expect(within(question(2)).getByTestId("question-error")).toHaveTextContent(
      SURVEY_FLOW_MESSAGES.unreachable(2),
    );
  });

  it(
    "moves and removes questions, keeping where each answer leads",
    async () => {
      const { events } = openNew();
      await fillTwoQuestions(events);
      await choose(events, answer(1, 1), "2. ¿Volverías?");
      await events.click(screen.getByRole("button", { name: "Bajar la pregunta 1" }));
      expect(within(question(1)).getByRole("textbox", { name: /Texto de la pregunta/ })).toHaveValue(
        "¿Volverías?",
      );
      expect(nextOf(answer(2, 1))).toHaveDisplayValue("1. ¿Volverías?");
      expect(screen.getByTestId("editor-announcement")).toHaveTextContent("La pregunta ahora es la 2 de 2.");
      // A question with text asks first; the answer that led to it now ends the survey.
      await events.click(screen.getByRole("button", { name: "Quitar la pregunta 1" }));
      const dialog = await screen.findByRole("dialog", { name: "Quitar pregunta" });
      await events.click(within(dialog).getByRole("button", { name: "Quitar" }));
      await waitFor(() =>
        expect(screen.queryByRole("group", { name: "Pregunta 2" })).not.toBeInTheDocument(),
      );
      expect(nextOf(answer(1, 1))).toHaveDisplayValue("Terminar encuesta");
    },
    LONG,
  );

  it("asks before leaving with unsaved changes", async () => {
    const { events, router } = openNew();
    await fill(events, await screen.findByRole("textbox", { name: /^Nombre/ }), "A medias");
    await events.click(screen.getByRole("button", { name: "Cancelar" }));
    const dialog = await screen.findByRole("dialog", { name: "Salir sin guardar" });
    await events.click(within(dialog).getByRole("button", { name: "Seguir editando" }));
    expect(router.state.location.pathname).toBe("/config/surveys/new");
    await events.click(screen.getByRole("button", { name: "Cancelar" }));
    await events.click(
      within(await screen.findByRole("dialog", { name: "Salir sin guardar" })).getByRole("button", {
        name: "Salir sin guardar",
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/config/surveys"));
  });

  it("edits a survey with responses as its next version", async () => {
    const { events, calls } = openEdit({
      "PUT /api/survey/update/5": ok({ ...saved, id: 6, version: 3, responses: 0 }, SURVEY_MESSAGES.updated),
    });
    const name = await screen.findByRole("textbox", { name: /^Nombre/ });
    expect(name).toHaveValue("Atención al cliente");
    expect(screen.getByText(/al guardar se crea la versión 3/)).toBeInTheDocument();
    expect(nextOf(answer(1, 2))).toHaveDisplayValue("2. ¿Qué mejorarías?");
    await fill(events, name, " 2026");
    await events.click(screen.getByRole("button", { name: "Guardar encuesta" }));
    expect(await screen.findByText(SURVEY_MESSAGES.updated)).toBeInTheDocument();
    const [body] = await bodiesOf(calls, "/api/survey/update/5");
    expect(body).toMatchObject({
      name: "Atención al cliente 2026",
      questions: [{ key: "q1" }, { key: "q2" }],
    });
  });

  it("says «Error al actualizar la encuesta» when the update got no reason from the server, and stays", async () => {
    const { events, router } = openEdit({ "PUT /api/survey/update/5": fail(500, null) });
    await fill(events, await screen.findByRole("textbox", { name: /^Nombre/ }), " 2026");
    await events.click(screen.getByRole("button", { name: "Guardar encuesta" }));
    expect(await screen.findByTestId("form-error")).toHaveTextContent(SURVEY_MESSAGES.updateFailed);
    expect(router.state.location.pathname).toBe("/config/surveys/edit");
  });

  it("plays the survey in the preview, following each answer", async () => {
    const { events } = openEdit();
    await events.click(await screen.findByRole("tab", { name: "Vista previa" }));
    const phone = await screen.findByTestId("survey-preview");
    expect(phone).toHaveTextContent("¡Gracias por escribirnos!");
    await events.click(within(phone).getByRole("button", { name: "Responder «Regular»" }));
    expect(within(phone).getByTestId("preview-reply")).toHaveTextContent("Regular");
    expect(within(phone).getByTestId("preview-question")).toHaveTextContent("¿Qué mejorarías?");
    await fill(events, await screen.findByRole("textbox", { name: "Respuesta del contacto" }), "Más rapidez");
    await events.keyboard("{Enter}");
    expect(within(phone).getByTestId("preview-final")).toHaveTextContent("¡Hasta pronto!");
    await events.click(screen.getByRole("button", { name: "Volver a empezar" }));
    expect(within(phone).getByRole("button", { name: "Responder «Bien»" })).toBeInTheDocument();
  });

  it("without an id, points back to the list", async () => {
    openAsAdmin(<EditSurveyPage />, "/config/surveys/edit", {});
    expect(await screen.findByText("Elige en la lista la encuesta que quieres editar.")).toBeInTheDocument();
  });
});
