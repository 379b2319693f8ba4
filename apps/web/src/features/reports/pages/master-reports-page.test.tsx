import { REPORT_MESSAGES } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesOf, lastBody } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { savedFiles } from "../../../test/saved-files";
import { signedInAs } from "../../../test/session";
import { chStaMaster, inOutMaster, noBusinesses, resFirstMaster } from "./master-report-fixtures";
import { MasterReportsPage } from "./master-reports-page";

const saved = savedFiles();

const ROUTES: Record<string, FakeReply> = {
  "POST /api/report/InOutMaster": ok(inOutMaster),
  "POST /api/report/ChStaMaster": ok(chStaMaster),
  "POST /api/report/ResFirstMaster": ok(resFirstMaster),
};

function open(path = "/admin/report", routes: Record<string, FakeReply> = {}) {
  const server = signedInAs("VocomAdmin", { routes: { ...ROUTES, ...routes } });
  const view = renderScreen(<MasterReportsPage />, { path, route: "/admin/report" });
  return { ...server, ...view, events: userEvent.setup() };
}

const search = (router: ReturnType<typeof open>["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const card = (key: string) => within(screen.getByTestId(`report-card-${key}`));

const businessNames = () =>
  screen.getAllByTestId("report-businesses-table-row").map((row) => row.querySelector("td")?.textContent);

describe("platform reports screen (/admin/report)", () => {
  beforeEach(() => {
    // Only the clock is fixed (Mexico City's 2026-03-10); timers stay real for Testing Library's waits.
    vi.useFakeTimers({ now: new Date("2026-03-10T18:00:00Z"), toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the totals over every business for the last 7 days, kept in the URL", async () => {
    const { calls, router } = open();
    expect(await card("received").findByText("20")).toBeInTheDocument();
    expect(card("sent").getByText("15")).toBeInTheDocument();
    expect(card("opened").getByText("10")).toBeInTheDocument();
    expect(card("openNow").getByText("8")).toBeInTheDocument();
    expect(card("openNow").getByText("Pendiente: 3 · En el BOT: 1 · Activo: 4")).toBeInTheDocument();
    expect(card("firstResponse").getByText("2 min 30 s")).toBeInTheDocument();
    expect(card("firstResponse").getByText("75 % en menos de 5 min")).toBeInTheDocument();
    expect(card("unanswered").getByText("2")).toBeInTheDocument();
    expect(screen.getByTestId("report-clock")).toHaveTextContent("Cada empresa cuenta sus días");
    await waitFor(() => expect(search(router)).toEqual({ from: "2026-03-04", to: "2026-03-10" }));
    for (const call of ["InOutMaster", "ChStaMaster", "ResFirstMaster"]) {
      expect(await lastBody(calls, `/api/report/${call}`)).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    }
    expect(screen.getByRole("img", { name: "Mensajes por día" })).toHaveAccessibleDescription(
      "En el periodo, entrantes: 20; salientes: 15.",
    );
    expect(screen.getByRole("img", { name: "Chats abiertos y terminados por día" })).toBeInTheDocument();
  });

  it("lists the businesses by traffic, joining the three answers, and sorts by any column", async () => {
    const { events } = open();
    await screen.findByTestId("report-businesses-table");
    expect(businessNames()).toEqual(["Refaccionaria del Norte", "Café Andino", "Ferretería Cerrada"]);
    const [norte, , cerrada] = screen.getAllByTestId("report-businesses-table-row");
    expect(norte).toHaveTextContent("Refaccionaria del NorteActiva15116752 min83 %");
    expect(cerrada).toHaveTextContent("Ferretería CerradaInactiva00000——");
    expect(
      within(norte as HTMLElement).getByRole("link", { name: "Refaccionaria del Norte" }),
    ).toHaveAttribute("href", "/admin/business?q=Refaccionaria%20del%20Norte");
    const table = within(screen.getByTestId("report-businesses-table"));
    const median = table.getByRole("columnheader", { name: /Primera respuesta mediana/ });
    await events.click(within(median).getByRole("button"));
    expect(median).toHaveAttribute("aria-sort", "descending");
    expect(businessNames()).toEqual(["Café Andino", "Refaccionaria del Norte", "Ferretería Cerrada"]);
  });

  it("offers the period and channel but no agent or area, and asks again with the channel", async () => {
    const { events, calls, router } = open();
    await screen.findAllByTestId("report-card-value");
    expect(screen.queryByRole("combobox", { name: "Agente" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Área" })).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Mes anterior" }));
    await events.selectOptions(screen.getByRole("combobox", { name: "Canal" }), "SMS");
    await waitFor(() =>
      expect(search(router)).toEqual({ from: "2026-02-01", to: "2026-02-28", channel: "sms" }),
    );
    const filters = { from: "2026-02-01", to: "2026-02-28", channel: "sms" };
    for (const call of ["InOutMaster", "ChStaMaster", "ResFirstMaster"]) {
      await waitFor(async () => expect(await lastBody(calls, `/api/report/${call}`)).toEqual(filters));
    }
    // The business-only lists are never asked for: a platform admin has no agents or areas of their own.
    expect(calls.filter((call) => /ListUser|ListBusinessArea/.test(call.url))).toHaveLength(0);
    expect(await bodiesOf(calls, "/api/report/InOutMaster")).not.toContainEqual(
      expect.objectContaining({ agentId: expect.anything() }),
    );
  });

  it("ignores an agent or area left in a shared link", async () => {
    const { calls } = open("/admin/report?from=2026-01-01&to=2026-01-31&agent=11&area=5");
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/report/ChStaMaster")).toEqual({
        from: "2026-01-01",
        to: "2026-01-31",
      }),
    );
  });

  it("shows the server's message with a retry when a report fails", async () => {
    let failing = true;
    const { events } = open("/admin/report", {
      "POST /api/report/InOutMaster": () =>
        failing ? fail(400, null, REPORT_MESSAGES.rangeTooLong) : ok(inOutMaster),
    });
    expect(screen.getAllByTestId("report-skeleton").length).toBeGreaterThan(0);
    const table = await screen.findByTestId("report-businesses");
    expect(await within(table).findByText(REPORT_MESSAGES.rangeTooLong)).toBeInTheDocument();
    const messages = screen.getByTestId("report-messages");
    expect(within(messages).getByText("No se pudo cargar el reporte.")).toBeInTheDocument();
    failing = false;
    await events.click(within(table).getByRole("button", { name: "Reintentar" }));
    expect(await within(table).findByTestId("report-businesses-table")).toBeInTheDocument();
    expect(await card("received").findByText("20")).toBeInTheDocument();
  });

  it("says so when there are no businesses yet, and when a period has no traffic", async () => {
    open("/admin/report", {
      "POST /api/report/InOutMaster": ok(noBusinesses.inOut),
      "POST /api/report/ChStaMaster": ok(noBusinesses.chSta),
      "POST /api/report/ResFirstMaster": ok(noBusinesses.resFirst),
    });
    expect(await screen.findByText("Todavía no hay empresas")).toBeInTheDocument();
    expect(screen.getAllByText("Sin datos en este periodo")).toHaveLength(2);
    expect(card("firstResponse").getByText("Ningún chat respondido")).toBeInTheDocument();
  });

  it("downloads the CSV of the period and channel on screen under the server's name", async () => {
    const fileName = "Reporte general de empresas 2026-03-04 a 2026-03-10.csv";
    const { events, calls } = open("/admin/report?from=2026-03-04&to=2026-03-10&channel=whatsapp", {
      "GET /api/report/DownloadMaster": () =>
        new Response("\uFEFFEmpresa,Estado\r\nRefaccionaria del Norte,Activa\r\n", {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          },
        }),
    });
    await screen.findAllByTestId("report-card-value");
    await events.click(screen.getByRole("button", { name: "Descargar CSV" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([fileName]));
    const download = calls.find((call) => call.url.includes("/api/report/DownloadMaster"));
    const url = new URL(download?.url ?? "http://localhost/");
    expect(url.pathname).toBe("/api/report/DownloadMaster");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: "2026-03-04",
      to: "2026-03-10",
      channel: "whatsapp",
    });
    expect(await screen.findByText(`Descargado: ${fileName}`)).toBeInTheDocument();
  });
});
