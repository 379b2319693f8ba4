import { SURVEY_MESSAGES, type SurveyContactResponse } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildChat } from "../../../test/chats";
import { fail, ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { EndedChatDetailScreen } from "./chat-list-screens";

const closedChat = buildChat({
  id: 52,
  status: "closed",
  endReason: "closed",
  contactId: 9,
  contact: { id: 9, name: "Roberto Elizondo", phoneNumber: "+528119876543", optIn: true },
  agent: { id: 6, name: "Luis Hernández" },
  closedAt: "2026-11-20T16:00:00.000Z",
});

const answered: SurveyContactResponse = {
  id: 3,
  surveyId: 1,
  surveyName: "Satisfacción después del chat",
  version: 2,
  status: "complete",
  endReason: null,
  startedAt: "2026-11-20T16:05:00.000Z",
  finishedAt: "2026-11-20T16:09:00.000Z",
  answers: [
    {
      question: "¿Cómo calificas la atención que recibiste?",
      text: "Buena",
      score: 8,
      answeredAt: "2026-11-20T16:06:00.000Z",
    },
    {
      question: "¿Qué podemos mejorar?",
      text: "Que contesten más rápido",
      score: null,
      answeredAt: "2026-11-20T16:08:00.000Z",
    },
  ],
};

const unfinished: SurveyContactResponse = {
  id: 2,
  surveyId: 1,
  surveyName: "Satisfacción después del chat",
  version: 1,
  status: "incomplete",
  endReason: "outside_window",
  startedAt: "2026-11-19T16:05:00.000Z",
  finishedAt: null,
  answers: [],
};

const open = () =>
  renderScreen(<EndedChatDetailScreen />, {
    path: "/chat-panel-close-timeout/detail?ci=9&st=Closed&chat=52",
    route: "/chat-panel-close-timeout/detail",
  });

const baseRoutes = {
  "POST /api/chat/Summary": ok(closedChat),
  "POST /api/chat/ListMessage": ok({ items: [], hasMore: false }),
};

describe("closed chat detail: satisfaction survey", () => {
  it("lists each survey sent, its status, when it went out and each question with its answer", async () => {
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: { ...baseRoutes, "POST /api/surveycontact/response": ok([answered, unfinished]) },
    });
    open();
    const section = await screen.findByRole("region", { name: "Encuesta de satisfacción" });
    const items = await within(section).findAllByTestId("survey-response");
    expect(items).toHaveLength(2);

    const [latest, earlier] = items as [HTMLElement, HTMLElement];
    expect(within(latest).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Satisfacción después del chat · versión 2",
    );
    expect(within(latest).getByTestId("survey-status")).toHaveTextContent("Completa");
    // The business's clock (Mexico City): 16:05 UTC is 10:05.
    expect(within(latest).getByText("Enviada el 2026-11-20 10:05:00")).toBeInTheDocument();
    const answers = within(latest).getAllByTestId("survey-answer");
    expect(answers[0]).toHaveTextContent("¿Cómo calificas la atención que recibiste?Buena8/10");
    expect(answers[1]).toHaveTextContent("¿Qué podemos mejorar?Que contesten más rápido");
    expect(answers[1]).not.toHaveTextContent("/10");

    expect(within(earlier).getByRole("heading", { level: 3 })).toHaveTextContent(
      /^Satisfacción después del chat$/,
    );
    expect(within(earlier).getByTestId("survey-status")).toHaveTextContent("Incompleta");
    expect(within(earlier).getByTestId("survey-end-reason")).toHaveTextContent(
      "Fuera de la ventana de 24 horas",
    );
    expect(within(section).queryByRole("button", { name: "Enviar encuesta" })).not.toBeInTheDocument();

    const asked = calls.find((request) => request.url.endsWith("/api/surveycontact/response"));
    expect(await asked?.clone().json()).toEqual({ conversation_id: 52 });
  });

  it("with no survey says so; sending shows the server's message and reads the section again", async () => {
    let sent = false;
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        ...baseRoutes,
        "POST /api/surveycontact/response": () =>
          ok(sent ? [{ ...answered, status: "in_progress", finishedAt: null, answers: [] }] : []),
        "POST /api/surveycontact/create": () => {
          sent = true;
          return ok({ responseId: 4 }, SURVEY_MESSAGES.sent);
        },
      },
    });
    open();
    const section = await screen.findByRole("region", { name: "Encuesta de satisfacción" });
    expect(await within(section).findByText("No se envió encuesta en este chat.")).toBeInTheDocument();

    const events = userEvent.setup();
    await events.click(within(section).getByRole("button", { name: "Enviar encuesta" }));
    expect(await screen.findByText(SURVEY_MESSAGES.sent)).toBeInTheDocument();
    expect(await within(section).findByTestId("survey-status")).toHaveTextContent("En curso");
    expect(
      within(section).getByText("El contacto todavía no responde ninguna pregunta."),
    ).toBeInTheDocument();
    expect(within(section).queryByText("No se envió encuesta en este chat.")).not.toBeInTheDocument();
    const create = calls.find((request) => request.url.endsWith("/api/surveycontact/create"));
    expect(await create?.clone().json()).toEqual({ conversation_id: 52 });
    expect(calls.filter((request) => request.url.endsWith("/api/surveycontact/response"))).toHaveLength(2);
  });

  it("a refusal shows the server's reason, by keyboard too", async () => {
    signedInAs("ProviderSupervisor", {
      routes: {
        ...baseRoutes,
        "POST /api/surveycontact/response": ok([]),
        "POST /api/surveycontact/create": fail(
          400,
          { error: [SURVEY_MESSAGES.outsideWindow] },
          SURVEY_MESSAGES.outsideWindow,
        ),
      },
    });
    open();
    const section = await screen.findByRole("region", { name: "Encuesta de satisfacción" });
    const button = await within(section).findByRole("button", { name: "Enviar encuesta" });
    button.focus();
    await userEvent.setup().keyboard("{Enter}");
    expect(await within(section).findByTestId("chat-survey-send-error")).toHaveTextContent(
      SURVEY_MESSAGES.outsideWindow,
    );
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(SURVEY_MESSAGES.outsideWindow)).toHaveLength(2));
    expect(screen.queryByText(SURVEY_MESSAGES.sendFailed)).not.toBeInTheDocument();
  });

  it("an error the server gave no words for says «Error al enviar la encuesta»", async () => {
    signedInAs("ProviderAdmin", {
      routes: {
        ...baseRoutes,
        "POST /api/surveycontact/response": ok([]),
        "POST /api/surveycontact/create": { status: 400, body: null },
      },
    });
    open();
    const section = await screen.findByRole("region", { name: "Encuesta de satisfacción" });
    await userEvent.setup().click(await within(section).findByRole("button", { name: "Enviar encuesta" }));
    expect(await within(section).findByTestId("chat-survey-send-error")).toHaveTextContent(
      SURVEY_MESSAGES.sendFailed,
    );
  });

  it("an open chat has no survey section and asks nothing about it", async () => {
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        ...baseRoutes,
        "POST /api/chat/Summary": ok({ ...closedChat, status: "active", endReason: null, closedAt: null }),
      },
    });
    open();
    expect(await screen.findByTestId("chat-summary")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Encuesta de satisfacción" })).not.toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/api/surveycontact/response"))).toBe(false);
  });
});
