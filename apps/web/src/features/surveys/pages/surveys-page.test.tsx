import { BUSINESS_MESSAGES, SURVEY_MESSAGES, type Survey, type SurveyListItem } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { buildBusiness } from "../../../test/fixtures";
import { NewSurveyPage } from "./survey-editor-page";
import { SurveysPage } from "./surveys-page";

const atencion: SurveyListItem = {
  id: 1,
  originId: 1,
  version: 2,
  name: "Atención al cliente",
  description: "Después de cada chat",
  status: "active",
  createdAt: "2026-03-04T18:00:00.000Z",
  initialMessage: "Hola",
  finalMessage: "Gracias",
  timeoutMinutes: 1440,
  responses: 12,
  questionCount: 3,
};
const entrega: SurveyListItem = {
  ...atencion,
  id: 4,
  originId: 4,
  version: 1,
  name: "Entrega a domicilio",
  description: "",
  status: "inactive",
  createdAt: "2026-02-01T18:00:00.000Z",
  responses: 0,
  questionCount: 2,
};

const asSurvey = ({ questionCount: _count, ...item }: SurveyListItem): Survey => ({ ...item, questions: [] });

/** The list as the server keeps it: what a call changed is what the next read answers. */
function open(routes: Record<string, FakeReply> = {}, surveys = [atencion, entrega]) {
  let list = surveys;
  let surveyActive = false;
  const view = openAsAdmin(
    <SurveysPage />,
    "/config/surveys",
    {
      "GET /api/survey": () => ok(list),
      "POST /api/admin/MyBusiness": () => ok(buildBusiness({ surveyActive })),
      ...routes,
    },
    { "/config/surveys/new": <NewSurveyPage /> },
  );
  return {
    ...view,
    setList: (next: SurveyListItem[]) => {
      list = next;
    },
    setSurveyActive: (next: boolean) => {
      surveyActive = next;
    },
  };
}

/** jsdom matches no media query, so the screen shows its table, not the phone cards. */
const table = async () => within(await screen.findByTestId("surveys-table"));

describe("surveys list", () => {
  it("shows each survey's status, version, questions, responses and date, and switches one on", async () => {
    const activated = { ...entrega, status: "active" as const };
    const { events, calls, setList } = open({
      "PUT /api/survey/true/4": () => {
        setList([activated, { ...atencion, status: "inactive" }]);
        return ok(asSurvey(activated), SURVEY_MESSAGES.activated);
      },
    });
    const rows = await table();
    const [first, second] = rows.getAllByTestId("survey-row");
    expect(first).toHaveTextContent("Atención al cliente");
    expect(first).toHaveTextContent("Activa");
    expect(first).toHaveTextContent("v2");
    expect(first).toHaveTextContent("2026-03-04");
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toContain("12");
    expect(second).toHaveTextContent("Inactiva");
    expect(screen.getByTestId("surveys-count")).toHaveTextContent("2 encuestas");

    await events.click(rows.getByRole("switch", { name: "Entrega a domicilio activa" }));
    expect(await screen.findByText(SURVEY_MESSAGES.activated)).toBeInTheDocument();
    // One survey is active at a time: the one before shows as stopped at once.
    await waitFor(() =>
      expect(rows.getByRole("switch", { name: "Entrega a domicilio activa" })).toBeChecked(),
    );
    expect(rows.getByRole("switch", { name: "Atención al cliente activa" })).not.toBeChecked();
    expect(calls.some((call) => call.method === "PUT" && call.url.endsWith("/api/survey/true/4"))).toBe(true);
  });

  it("shows the company switch at the top and saves it", async () => {
    const { events, calls, setSurveyActive } = open({
      "POST /api/config/SaveSurveyActive": () => {
        setSurveyActive(true);
        return ok({ surveyActive: true }, BUSINESS_MESSAGES.surveysOn);
      },
    });
    // Mantine's label holds the description too: the name starts with the label.
    const toggle = await screen.findByRole("switch", { name: /^Encuestas activas/ });
    expect(toggle).not.toBeChecked();
    expect(await screen.findByTestId("survey-switch-effect")).toHaveTextContent(
      "«Atención al cliente» está activa, pero no se enviará hasta que actives las encuestas.",
    );
    await events.click(toggle);
    expect(await screen.findByText(BUSINESS_MESSAGES.surveysOn)).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /^Encuestas activas/ })).toBeChecked();
    expect(await bodiesOf(calls, "/api/config/SaveSurveyActive")).toEqual([{ surveyActive: true }]);
  });

  it("deletes only after a confirmation that says a survey with responses is archived", async () => {
    const { events, calls } = open({
      "DELETE /api/survey/1": ok({ outcome: "archived" }, SURVEY_MESSAGES.archived),
    });
    const rows = await table();
    await events.click(rows.getByRole("button", { name: "Eliminar Atención al cliente" }));
    let dialog = await screen.findByRole("dialog", { name: "Eliminar encuesta" });
    expect(within(dialog).getByText("¿Eliminar la encuesta «Atención al cliente»?")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Tiene 12 respuestas: no se borra, se archiva");
    await events.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await events.click(rows.getByRole("button", { name: "Eliminar Atención al cliente" }));
    dialog = await screen.findByRole("dialog", { name: "Eliminar encuesta" });
    await events.click(within(dialog).getByRole("button", { name: "Archivar" }));
    expect(await screen.findByText(SURVEY_MESSAGES.archived)).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === "DELETE").map((call) => new URL(call.url).pathname),
    ).toEqual(["/api/survey/1"]);
  });

  it("a survey without responses is deleted outright", async () => {
    const { events } = open({ "DELETE /api/survey/4": ok({ outcome: "deleted" }, SURVEY_MESSAGES.deleted) });
    const rows = await table();
    await events.click(rows.getByRole("button", { name: "Eliminar Entrega a domicilio" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar encuesta" });
    expect(dialog).toHaveTextContent("No tiene respuestas: se borrará por completo.");
    await events.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    expect(await screen.findByText(SURVEY_MESSAGES.deleted)).toBeInTheDocument();
  });

  it("keeps the dialog open with «Error al eliminar la encuesta» when the server gave no reason", async () => {
    const { events } = open({ "DELETE /api/survey/4": fail(503, null) });
    const rows = await table();
    await events.click(rows.getByRole("button", { name: "Eliminar Entrega a domicilio" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar encuesta" });
    await events.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    expect(await within(dialog).findByText(SURVEY_MESSAGES.deleteFailed)).toBeInTheDocument();
  });
});

describe("survey JSON import", () => {
  const openImport = async () => {
    const view = open();
    await view.events.click(await screen.findByRole("button", { name: "Importar JSON" }));
    const dialog = await screen.findByRole("dialog", { name: "Importar una encuesta desde JSON" });
    return { ...view, dialog };
  };

  it("says in Spanish where a JSON is broken", async () => {
    const { events, dialog } = await openImport();
    await events.click(within(dialog).getByRole("textbox", { name: "JSON de la encuesta" }));
    await events.paste('{\n  "name": "Prueba",\n  "questions": [,]\n}');
    await events.click(within(dialog).getByRole("button", { name: "Abrir en el editor" }));
    expect(await within(dialog).findByTestId("import-issues")).toHaveTextContent(
      "El texto no es un JSON válido: revisa la línea 3, columna 17.",
    );
  });

  it("lists each fault by its field path, readably", async () => {
    const { events, dialog } = await openImport();
    const definition = {
      name: "",
      initialMessage: "Hola",
      finalMessage: "Gracias",
      questions: [
        { key: "q1", text: "¿Todo bien?", type: "choice", answers: [{ text: "Sí", next: "q2" }] },
        { key: "q2", text: "¿Seguro?", type: "choice", answers: [{ text: "Sí", next: "q3" }] },
        {
          key: "q3",
          text: "¿De verdad?",
          type: "choice",
          answers: [{ text: "Otra vez", score: 11, next: "q2" }],
        },
      ],
    };
    await events.click(within(dialog).getByRole("textbox", { name: "JSON de la encuesta" }));
    await events.paste(JSON.stringify(definition));
    await events.click(within(dialog).getByRole("button", { name: "Abrir en el editor" }));
    const issues = await within(dialog).findByTestId("import-issues");
    expect(issues).toHaveTextContent("El JSON tiene 3 problemas");
    expect(
      within(issues)
        .getAllByTestId("survey-issue")
        .map((item) => item.textContent),
    ).toEqual([
      `Nombre: ${SURVEY_MESSAGES.nameRequired}`,
      `Pregunta 3 › respuesta 1 › calificación: ${SURVEY_MESSAGES.scoreInvalid}`,
      "Pregunta 3 › respuesta 1 › siguiente: La pregunta 3 vuelve a una pregunta anterior: la encuesta nunca terminaría",
    ]);
  });

  it("reads a .json file and opens a valid survey in the editor, prefilled", async () => {
    const { events, dialog, router } = await openImport();
    const json = JSON.stringify({
      name: "Postventa",
      initialMessage: "¡Hola!",
      finalMessage: "¡Gracias!",
      questions: [
        { key: "nota", text: "¿Qué tal la entrega?", type: "choice", answers: [{ text: "Bien", score: 10 }] },
      ],
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await events.upload(input, new File([json], "postventa.json", { type: "application/json" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: "JSON de la encuesta" })).toHaveValue(json),
    );
    await events.click(within(dialog).getByRole("button", { name: "Abrir en el editor" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/config/surveys/new"));
    expect(await screen.findByRole("textbox", { name: /Nombre/ })).toHaveValue("Postventa");
    expect(
      screen.getByText("Encuesta importada del JSON: revísala y guárdala para crearla."),
    ).toBeInTheDocument();
    const question = screen.getByRole("group", { name: "Pregunta 1" });
    expect(within(question).getByRole("textbox", { name: /Clave/ })).toHaveValue("nota");
    expect(within(question).getByRole("textbox", { name: /Texto de la pregunta/ })).toHaveValue(
      "¿Qué tal la entrega?",
    );
  });
});
