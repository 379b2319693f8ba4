import { menusFor } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lastBody } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { buildArea } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { savedFiles } from "../../../test/saved-files";
import { signedInAs } from "../../../test/session";
import { areaReport, employeeReport, generalOf, quietWeek, withoutSurvey } from "./survey-report-fixtures";
import { SurveyReportPage } from "./survey-report-page";

const saved = savedFiles();

const FILE_NAME = "Refaccionaria del Norte - Encuestas 2026-03-04 a 2026-03-10.csv";

/** General answers for the survey the body names (the newest, 7, when it names none). */
const general: FakeReply = async (request) => {
  const body = (await request.clone().json()) as { surveyId?: number };
  return ok(generalOf(body.surveyId ?? 7));
};

const ROUTES: Record<string, FakeReply> = {
  "POST /api/surveyReport/General": general,
  "POST /api/surveyReport/Area": ok(areaReport),
  "POST /api/surveyReport/Employee": ok(employeeReport),
  "GET /api/surveyReport/Download": () =>
    new Response("\uFEFFEncuesta,Versión\r\nSatisfacción postventa,1\r\n", {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
      },
    }),
  "POST /api/wp/ListUser": ok([]),
  "POST /api/admin/ListBusinessArea": ok([buildArea({ id: 5, name: "Refacciones" })]),
};

function open(path = "/report/surveys", routes: Record<string, FakeReply> = {}) {
  const server = signedInAs("ProviderSupervisor", { routes: { ...ROUTES, ...routes } });
  const view = renderScreen(<SurveyReportPage />, { path, route: "/report/surveys" });
  return { ...server, ...view, events: userEvent.setup() };
}

const search = (router: ReturnType<typeof open>["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const cardValue = (key: string) =>
  within(screen.getByTestId(`report-card-${key}`)).getByTestId("report-card-value").textContent;

describe("survey report screen", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-03-10T18:00:00Z"), toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the week's figures, each question's answers, the tables and the comments", async () => {
    const { calls, router } = open();
    expect(await within(await screen.findByTestId("report-card-sent")).findByText("9")).toBeInTheDocument();
    expect(cardValue("complete")).toBe("6");
    expect(cardValue("completionRate")).toBe("75 %");
    expect(cardValue("averageScore")).toBe("8.4 / 10");
    expect(cardValue("incomplete")).toBe("2");
    expect(cardValue("skipped")).toBe("3");
    expect(screen.getByTestId("report-card-sent")).toHaveTextContent("1 en curso");
    expect(screen.getByTestId("report-card-completionRate")).toHaveTextContent("De 8 terminadas");
    await waitFor(() => expect(search(router)).toEqual({ from: "2026-03-04", to: "2026-03-10" }));
    const filters = { from: "2026-03-04", to: "2026-03-10" };
    for (const call of ["General", "Area", "Employee"]) {
      expect(await lastBody(calls, `/api/surveyReport/${call}`)).toEqual(filters);
    }
    expect(screen.getByRole("combobox", { name: "Encuesta" })).toHaveDisplayValue("Satisfacción postventa");
    expect(screen.getByTestId("survey-versions")).toHaveTextContent(
      "«Satisfacción postventa»: las cifras suman sus 2 versiones.",
    );
    expect(screen.getByText("Días cortados con el horario de Ciudad de México.")).toBeInTheDocument();

    expect(
      screen.getByRole("img", { name: "Encuestas enviadas y completas por día" }),
    ).toHaveAccessibleDescription("En el periodo, enviadas: 9; completas: 6.");

    const [rating, open_] = screen.getAllByTestId("survey-question");
    expect(within(rating as HTMLElement).getByRole("heading", { level: 3 })).toHaveTextContent(
      "1. ¿Cómo calificas la atención?",
    );
    expect(within(rating as HTMLElement).getByTestId("survey-question-facts")).toHaveTextContent(
      "8 contactos contestaron · Puntuación promedio: 8.8 / 10",
    );
    const answers = within(rating as HTMLElement).getByRole("list", {
      name: "Respuestas a «¿Cómo calificas la atención?»",
    });
    expect(
      within(answers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Excelente(10 / 10)5 · 63 %", "Buena(7 / 10)2 · 25 %", "Mala(2 / 10)1 · 13 %"]);
    expect(open_).toHaveTextContent("Pregunta abierta: lo más reciente que escribieron está en Comentarios.");

    const areas = within(screen.getByTestId("survey-areas-table"));
    expect(areas.getAllByTestId("survey-areas-table-row").map((row) => row.textContent)).toEqual([
      "Refacciones9.180 %645",
      "Sin área6.550 %312",
    ]);
    const comments = screen.getAllByTestId("survey-comment");
    expect(comments.map((comment) => comment.textContent)).toEqual([
      "¿Qué podemos mejorar?Que contesten más rápido los domingos.2026-03-10 12:05 · Juan Pérez · Agente: Ana López · Área: Refacciones",
      "¿Qué podemos mejorar?Todo bien, gracias.2026-03-09 09:30 · María Gómez · Agente: Sin agente · Área: Sin área",
    ]);
  });

  it("the agents table sorts by satisfaction", async () => {
    const { events } = open();
    const agents = within(await screen.findByTestId("survey-agents-table"));
    const names = () =>
      agents.getAllByTestId("survey-agents-table-row").map((row) => row.querySelector("td")?.textContent);
    expect(names()).toEqual(["Ana López", "Beto Ruiz"]);
    const satisfaction = agents.getByRole("columnheader", { name: /Satisfacción/ });
    await events.click(within(satisfaction).getByRole("button"));
    expect(satisfaction).toHaveAttribute("aria-sort", "descending");
    await events.click(within(satisfaction).getByRole("button"));
    expect(satisfaction).toHaveAttribute("aria-sort", "ascending");
    expect(names()).toEqual(["Beto Ruiz", "Ana López"]);
  });

  it("choosing another survey puts it in the URL and in the three calls", async () => {
    const { events, calls, router } = open("/report/surveys?from=2026-03-04&to=2026-03-10&channel=whatsapp");
    const select = await screen.findByRole("combobox", { name: "Encuesta" });
    await waitFor(() => expect(select).toBeEnabled());
    await events.selectOptions(select, "Encuesta de mostrador");
    await waitFor(() =>
      expect(search(router)).toEqual({
        from: "2026-03-04",
        to: "2026-03-10",
        channel: "whatsapp",
        survey: "3",
      }),
    );
    const filters = { from: "2026-03-04", to: "2026-03-10", channel: "whatsapp", surveyId: 3 };
    await waitFor(async () => expect(await lastBody(calls, "/api/surveyReport/General")).toEqual(filters));
    expect(await lastBody(calls, "/api/surveyReport/Area")).toEqual(filters);
    expect(await lastBody(calls, "/api/surveyReport/Employee")).toEqual(filters);
    await waitFor(() => expect(cardValue("sent")).toBe("4"));
    expect(screen.getByRole("combobox", { name: "Encuesta" })).toHaveDisplayValue("Encuesta de mostrador");

    // Clearing the filters keeps the survey: it is what the report is about.
    await events.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    await waitFor(() =>
      expect(search(router)).toEqual({ from: "2026-03-04", to: "2026-03-10", survey: "3" }),
    );
  });

  it("a campaign the report link carries narrows the three calls, and its select shows it", async () => {
    const { calls } = open("/report/surveys?from=2026-03-04&to=2026-03-10&campaign=8", {
      "POST /api/report/ListCampaigns": ok([
        { id: 8, name: "Promoción de marzo", startedAt: "2026-03-02T16:00:00.000Z" },
      ]),
    });
    const filters = { from: "2026-03-04", to: "2026-03-10", campaignId: 8 };
    await waitFor(async () => expect(await lastBody(calls, "/api/surveyReport/General")).toEqual(filters));
    expect(await lastBody(calls, "/api/surveyReport/Area")).toEqual(filters);
    expect(await lastBody(calls, "/api/surveyReport/Employee")).toEqual(filters);
    expect(await screen.findByRole("combobox", { name: "Campaña" })).toHaveDisplayValue(
      "Promoción de marzo (2026-03-02)",
    );
  });

  it("a week without surveys sent says so in every part", async () => {
    open("/report/surveys", {
      "POST /api/surveyReport/General": ok(quietWeek.general),
      "POST /api/surveyReport/Area": ok(quietWeek.area),
      "POST /api/surveyReport/Employee": ok(quietWeek.employee),
    });
    await waitFor(() =>
      expect(screen.getAllByText("No se enviaron encuestas en este periodo")).toHaveLength(4),
    );
    expect(screen.getByText("Sin comentarios en este periodo")).toBeInTheDocument();
    expect(cardValue("sent")).toBe("0");
    expect(cardValue("completionRate")).toBe("—");
    expect(cardValue("averageScore")).toBe("—");
    expect(screen.getByTestId("report-card-averageScore")).toHaveTextContent(
      "Ninguna respuesta con puntuación",
    );
  });

  it("a business without a survey is told so, with nothing to choose or download", async () => {
    open("/report/surveys", {
      "POST /api/surveyReport/General": ok(withoutSurvey.general),
      "POST /api/surveyReport/Area": ok(withoutSurvey.area),
      "POST /api/surveyReport/Employee": ok(withoutSurvey.employee),
    });
    expect(await screen.findByText("Todavía no hay encuestas")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Encuesta" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Descargar CSV" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("report-cards")).not.toBeInTheDocument();
    // The period filters stay: they are the same bar as on /report.
    expect(screen.getByRole("button", { name: "Últimos 7 días" })).toHaveAttribute("aria-pressed", "true");
  });

  it("a link naming a survey the business does not have offers the newest", async () => {
    const { events, router } = open("/report/surveys?from=2026-03-04&to=2026-03-10&survey=99", {
      "POST /api/surveyReport/General": async (request) => {
        const body = (await request.clone().json()) as { surveyId?: number };
        return body.surveyId === 99 ? fail(400, null, "La encuesta no es válida") : ok(generalOf());
      },
    });
    const select = await screen.findByRole("combobox", { name: "Encuesta" });
    await waitFor(() => expect(select).toHaveDisplayValue("Encuesta no encontrada"));
    expect(screen.getAllByText("La encuesta no es válida").length).toBeGreaterThan(0);
    await events.selectOptions(select, "Ver la más reciente");
    await waitFor(() => expect(search(router)).toEqual({ from: "2026-03-04", to: "2026-03-10" }));
    await waitFor(() => expect(cardValue("sent")).toBe("9"));
  });

  it("downloads the answers of the survey, period and filters on screen", async () => {
    const { events, calls } = open("/report/surveys?from=2026-03-04&to=2026-03-10&agent=11&survey=3");
    await screen.findAllByTestId("report-card-value");
    await events.click(screen.getByRole("button", { name: "Descargar CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(FILE_NAME);
    expect(await saved[0]?.blob.text()).toContain("Satisfacción postventa,1");
    const download = calls.find((request) => request.url.includes("/api/surveyReport/Download"));
    expect(Object.fromEntries(new URL(download?.url ?? "http://localhost").searchParams)).toEqual({
      from: "2026-03-04",
      to: "2026-03-10",
      agentId: "11",
      surveyId: "3",
    });
    expect(await screen.findByText(`Descargado: ${FILE_NAME}`)).toBeInTheDocument();
  });
});

describe("survey report in the sidebar", () => {
  const entries = (role: "ProviderAdmin" | "ProviderSupervisor") =>
    menusFor({ role, isSelector: false }).filter((menu) => menu.label === "Encuestas");

  it("gives each manager one «Encuestas»: the admin's survey list, the supervisor's this report", () => {
    expect(entries("ProviderAdmin")).toEqual([{ path: "/config/surveys", label: "Encuestas" }]);
    expect(entries("ProviderSupervisor")).toEqual([{ path: "/report/surveys", label: "Encuestas" }]);
    expect(menusFor({ role: "ProviderAgent", isSelector: false }).map((menu) => menu.path)).not.toContain(
      "/report/surveys",
    );
  });
});
