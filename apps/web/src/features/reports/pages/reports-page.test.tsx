import { REPORT_MESSAGES } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesOf, lastBody } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { buildArea } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { savedFiles } from "../../../test/saved-files";
import { signedInAs } from "../../../test/session";
import {
  chatStatus,
  detailPage,
  detailRow,
  emptyReports,
  incomingOutgoing,
  responseFirstOf,
  summaryOf,
  webReport,
} from "./report-fixtures";
import { ReportsPage } from "./reports-page";

const saved = savedFiles();

/** The current period (the last 7 days up to 2026-03-10) answers one figure, the one before another. */
const byPeriod =
  <T,>(current: T, previous: T): FakeReply =>
  async (request) => {
    const body = (await request.clone().json()) as { from: string };
    return ok(body.from === "2026-02-25" ? previous : current);
  };

const ROUTES: Record<string, FakeReply> = {
  "POST /api/report/Summary": byPeriod(summaryOf(6), summaryOf(4)),
  "POST /api/report/ResponseFirst": byPeriod(responseFirstOf(150), responseFirstOf(300)),
  "POST /api/report/IncomingOutgoing": ok(incomingOutgoing),
  "POST /api/report/ChatStatus": ok(chatStatus),
  "POST /api/report/GetWeb": ok(webReport),
  "POST /api/report/InOutDetail": ok(detailPage([detailRow(1, "Juan Pérez")], null)),
  "POST /api/wp/ListUser": ok([
    {
      id: 11,
      name: "Ana López",
      role: "ProviderAgent",
      roleName: "Agente",
      area: null,
      availability: "available",
      openChats: 1,
    },
  ]),
  "POST /api/admin/ListBusinessArea": ok([buildArea({ id: 5, name: "Refacciones" })]),
};

function open(path = "/report", routes: Record<string, FakeReply> = {}) {
  const server = signedInAs("ProviderAdmin", { routes: { ...ROUTES, ...routes } });
  const view = renderScreen(<ReportsPage />, { path, route: "/report" });
  return { ...server, ...view, events: userEvent.setup() };
}

const search = (router: ReturnType<typeof open>["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe("reports screen", () => {
  beforeEach(() => {
    // Only the clock is fixed (the business's today); timers stay real for Testing Library's waits.
    vi.useFakeTimers({ now: new Date("2026-03-10T18:00:00Z"), toFake: ["Date"] });
  });
  afterEach(() => vi.useRealTimers());

  it("opens on the last 7 days, writes them in the URL and compares with the 7 days before", async () => {
    const { calls, router } = open();
    const opened = await screen.findByTestId("report-card-opened");
    expect(await within(opened).findByText("6")).toBeInTheDocument();
    expect(within(opened).getByText(/Sube 50 %/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId("report-card-firstResponse")).getByText("2 min 30 s"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId("report-card-firstResponse")).getByText(/Baja 50 %/),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId("report-card-queue")).getByText("1 min 30 s")).toBeInTheDocument();
    expect(within(screen.getByTestId("report-card-handling")).getByText("25 min")).toBeInTheDocument();
    await waitFor(() => expect(search(router)).toEqual({ from: "2026-03-04", to: "2026-03-10" }));
    expect(await bodiesOf(calls, "/api/report/Summary")).toEqual(
      expect.arrayContaining([
        { from: "2026-03-04", to: "2026-03-10" },
        { from: "2026-02-25", to: "2026-03-03" },
      ]),
    );
    expect(await lastBody(calls, "/api/report/InOutDetail")).toEqual({
      filters: { from: "2026-03-04", to: "2026-03-10" },
    });
    expect(screen.getByRole("button", { name: "Últimos 7 días" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Días cortados con el horario de Ciudad de México.")).toBeInTheDocument();
  });

  it("charts have a name, a summary and the same figures as a table", async () => {
    const { events } = open();
    const chart = await screen.findByRole("img", { name: "Mensajes por día" });
    expect(chart).toHaveAccessibleDescription("En el periodo, entrantes: 7; salientes: 6.");
    expect(screen.getByRole("img", { name: "Chats abiertos y terminados por día" })).toBeInTheDocument();
    expect(screen.getByTestId("report-chats-now")).toHaveTextContent(
      "Pendiente: 2 · En el BOT: 0 · Activo: 3",
    );
    expect(
      screen.getByRole("img", { name: "Primera respuesta mediana por agente" }),
    ).toHaveAccessibleDescription(
      "2 agentes respondieron primero; la mediana más rápida fue de 2 min (Ana López).",
    );
    const messages = screen.getByTestId("report-messages");
    await events.click(within(messages).getByRole("radio", { name: "Tabla" }));
    const rows = within(messages).getAllByTestId("report-messages-table-row");
    expect(rows.map((row) => row.textContent)).toEqual(["9 mar53", "10 mar23"]);
  });

  it("a quick range and a channel go to the URL and to every report", async () => {
    const { events, calls, router } = open();
    await screen.findAllByTestId("report-card-value");
    await events.click(screen.getByRole("button", { name: "Mes anterior" }));
    await events.selectOptions(screen.getByRole("combobox", { name: "Canal" }), "SMS");
    await waitFor(() =>
      expect(search(router)).toEqual({ from: "2026-02-01", to: "2026-02-28", channel: "sms" }),
    );
    const filters = { from: "2026-02-01", to: "2026-02-28", channel: "sms" };
    await waitFor(async () => expect(await lastBody(calls, "/api/report/IncomingOutgoing")).toEqual(filters));
    expect(await bodiesOf(calls, "/api/report/Summary")).toContainEqual({
      from: "2026-01-04",
      to: "2026-01-31",
      channel: "sms",
    });
    expect(await lastBody(calls, "/api/report/InOutDetail")).toEqual({ filters });
    expect(screen.getByRole("button", { name: "Mes anterior" })).toHaveAttribute("aria-pressed", "true");

    await events.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    await waitFor(() => expect(search(router)).toEqual({ from: "2026-03-04", to: "2026-03-10" }));
  });

  it("a shared link's period, agent and area are read back from the URL", async () => {
    const { calls } = open("/report?from=2026-01-01&to=2026-01-31&agent=11&area=5");
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/report/ChatStatus")).toEqual({
        from: "2026-01-01",
        to: "2026-01-31",
        agentId: 11,
        areaId: 5,
      }),
    );
    expect(await screen.findByRole("combobox", { name: "Agente" })).toHaveDisplayValue("Ana López");
    expect(await screen.findByRole("combobox", { name: "Área" })).toHaveDisplayValue("Refacciones");
    expect(screen.getByRole("button", { name: "Periodo" })).toHaveTextContent("01/01/2026 – 31/01/2026");
    expect(screen.queryByRole("button", { name: "Últimos 7 días", pressed: true })).not.toBeInTheDocument();
  });

  it("offers the business's labels as a filter that goes to the URL and to every report", async () => {
    const labels = [
      { id: 3, name: "Mayoreo", color: "green", description: "", active: true },
      { id: 4, name: "VIP", color: "violet", description: "", active: true },
    ];
    const { events, calls, router } = open("/report", { "POST /api/labels/ListLabels": ok(labels) });
    const byLabel = within(await screen.findByTestId("report-labels-table"));
    expect(byLabel.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "EtiquetaChatsDe los chats abiertos",
      "VIP233.3 %",
      "Mayoreo116.7 %",
    ]);
    await events.selectOptions(await screen.findByRole("combobox", { name: "Etiqueta" }), "VIP");

    await waitFor(() => expect(search(router)).toMatchObject({ label: "4" }));
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/report/ChatStatus")).toEqual({
        from: "2026-03-04",
        to: "2026-03-10",
        labelId: 4,
      }),
    );
  });

  it("offers the business's sent campaigns as a filter that goes to the URL, every report and the files", async () => {
    const campaigns = [
      { id: 8, name: "Promoción de marzo", startedAt: "2026-03-02T16:00:00.000Z" },
      { id: 5, name: "Promoción de marzo", startedAt: "2026-01-05T03:00:00.000Z" },
    ];
    const { events, calls, router } = open("/report", {
      "POST /api/report/ListCampaigns": ok(campaigns),
      "GET /api/report/Download/detalle": () =>
        new Response("Chat\r\n", { headers: { "content-type": "text/csv" } }),
    });
    const select = await screen.findByRole("combobox", { name: "Campaña" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Todas", "Promoción de marzo (2026-03-02)", "Promoción de marzo (2026-01-04)"]);
    await events.selectOptions(select, "Promoción de marzo (2026-03-02)");

    await waitFor(() => expect(search(router)).toMatchObject({ campaign: "8" }));
    const filters = { from: "2026-03-04", to: "2026-03-10", campaignId: 8 };
    await waitFor(async () => expect(await lastBody(calls, "/api/report/ChatStatus")).toEqual(filters));
    expect(await lastBody(calls, "/api/report/IncomingOutgoing")).toEqual(filters);
    // The cards' comparison too: the week before, of the same campaign.
    expect(await bodiesOf(calls, "/api/report/ResponseFirst")).toEqual(
      expect.arrayContaining([filters, { ...filters, from: "2026-02-25", to: "2026-03-03" }]),
    );
    expect(await lastBody(calls, "/api/report/InOutDetail")).toEqual({ filters });
    await events.click(screen.getByRole("button", { name: "Descargar CSV" }));
    await events.click(await screen.findByRole("menuitem", { name: "Reporte detallado" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const download = calls.find((request) => request.url.includes("/api/report/Download/detalle"));
    expect(Object.fromEntries(new URL(download?.url ?? "").searchParams)).toEqual({
      from: "2026-03-04",
      to: "2026-03-10",
      campaignId: "8",
    });
    expect(screen.getByRole("link", { name: "Reporte de encuestas" })).toHaveAttribute(
      "href",
      "/report/surveys?from=2026-03-04&to=2026-03-10&campaign=8",
    );

    await events.selectOptions(select, "Todas");
    await waitFor(() => expect(search(router)).toEqual({ from: "2026-03-04", to: "2026-03-10" }));
  });

  it("offers no campaign filter to a business that never sent one", async () => {
    open("/report", { "POST /api/report/ListCampaigns": ok([]) });
    await screen.findAllByTestId("report-card-value");
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Campaña" })).not.toBeInTheDocument());
    expect(screen.getByRole("combobox", { name: "Agente" })).toBeInTheDocument();
  });

  it("links to the survey report on the same period and filters", async () => {
    open("/report?from=2026-01-01&to=2026-01-31&channel=sms");
    expect(await screen.findByRole("link", { name: "Reporte de encuestas" })).toHaveAttribute(
      "href",
      "/report/surveys?from=2026-01-01&to=2026-01-31&channel=sms",
    );
  });

  it("tables sort by any column; the agents table joins first answers with closings", async () => {
    const { events } = open();
    const agents = within(await screen.findByTestId("report-agents-table"));
    const names = () =>
      agents.getAllByTestId("report-agents-table-row").map((row) => row.querySelector("td")?.textContent);
    expect(names()).toEqual(["Ana López", "Beto Ruiz", "Carla Supervisora"]);
    const median = agents.getByRole("columnheader", { name: /Mediana/ });
    await events.click(within(median).getByRole("button"));
    expect(median).toHaveAttribute("aria-sort", "descending");
    expect(names()).toEqual(["Beto Ruiz", "Ana López", "Carla Supervisora"]);
    await events.click(within(median).getByRole("button"));
    expect(median).toHaveAttribute("aria-sort", "ascending");
    expect(names()).toEqual(["Ana López", "Beto Ruiz", "Carla Supervisora"]);
    const carla = agents.getAllByTestId("report-agents-table-row")[2];
    expect(carla).toHaveTextContent("Carla Supervisora0———11 h");

    const closings = within(screen.getByTestId("report-closings-table"));
    expect(closings.getAllByTestId("report-closings-table-row").map((row) => row.textContent)).toEqual([
      "Venta realizada375 %",
      "Pieza descontinuada125 %",
    ]);
    const areas = within(screen.getByTestId("report-areas-table"));
    expect(areas.getAllByTestId("report-areas-table-row")[1]).toHaveTextContent("Sin área");
  });

  it("the detailed report brings 50 more with «Ver más»", async () => {
    const first = Array.from({ length: 50 }, (_, index) => detailRow(index + 1, `Contacto ${index + 1}`));
    const { events, calls } = open("/report", {
      "POST /api/report/InOutDetail": async (request) => {
        const body = (await request.clone().json()) as { after?: string };
        return body.after
          ? ok(detailPage([detailRow(51, "Contacto 51")], null))
          : ok(detailPage(first, "2026-03-10T16:00:00.000Z_1"));
      },
    });
    expect(await screen.findByText("50 chats")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Ver más" }));
    expect(await screen.findByText("51 chats")).toBeInTheDocument();
    expect(screen.getByText("Contacto 51")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ver más" })).not.toBeInTheDocument();
    expect(await lastBody(calls, "/api/report/InOutDetail")).toEqual({
      filters: { from: "2026-03-04", to: "2026-03-10" },
      after: "2026-03-10T16:00:00.000Z_1",
    });
  });

  it("a period without traffic says so in every part", async () => {
    open("/report", {
      "POST /api/report/Summary": ok(emptyReports.summary),
      "POST /api/report/ResponseFirst": ok(emptyReports.responseFirst),
      "POST /api/report/IncomingOutgoing": ok(emptyReports.incomingOutgoing),
      "POST /api/report/ChatStatus": ok(emptyReports.chatStatus),
      "POST /api/report/GetWeb": ok(emptyReports.web),
      "POST /api/report/InOutDetail": ok(emptyReports.detail),
    });
    await waitFor(() => expect(screen.getAllByText("Sin datos en este periodo")).toHaveLength(8));
    expect(within(screen.getByTestId("report-card-opened")).getByText("0")).toBeInTheDocument();
    expect(within(screen.getByTestId("report-card-opened")).getByText("Sin cambio")).toBeInTheDocument();
  });

  it("shows skeletons while loading, and the server's message with a retry when a report fails", async () => {
    let failing = true;
    const { events } = open("/report", {
      "POST /api/report/IncomingOutgoing": () =>
        failing ? fail(400, null, REPORT_MESSAGES.rangeTooLong) : ok(incomingOutgoing),
    });
    expect(screen.getAllByTestId("report-skeleton").length).toBeGreaterThan(0);
    const messages = await screen.findByTestId("report-messages");
    expect(await within(messages).findByText(REPORT_MESSAGES.rangeTooLong)).toBeInTheDocument();
    expect(within(messages).getByText("No se pudo cargar el reporte.")).toBeInTheDocument();
    failing = false;
    await events.click(within(messages).getByRole("button", { name: "Reintentar" }));
    expect(await within(messages).findByRole("img", { name: "Mensajes por día" })).toBeInTheDocument();
  });
});
