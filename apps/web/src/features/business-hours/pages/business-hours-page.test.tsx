import { BUSINESS_HOURS_MESSAGES, type BusinessHours } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConfigBusinessProvider } from "../../../data/config";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { BusinessHoursPage } from "./business-hours-page";

const saved: BusinessHours = {
  enabled: false,
  intervals: [{ weekday: 1, opensAt: "09:00", closesAt: "18:00" }],
  holidays: [],
  outOfHoursMessage: "Hola _NAME_, _BUSINESS_ abre a las 9:00.",
  businessName: "Café Andino",
  timeZone: "America/Bogota",
  addHours: 0,
  openNow: true,
  checkedAt: "2026-07-06T15:00:00.000Z",
  localTime: "2026-07-06 10:00",
};

describe("Mensaje fuera de horario", () => {
  it("shows the server's 'ahora', flags overlaps as typed and previews the message", async () => {
    signedInAs("ProviderAdmin", { routes: { "GET /api/config/GetBusinessHours": ok(saved) } });
    renderScreen(<BusinessHoursPage />, { path: "/config/outOfTime", route: "/config/outOfTime" });
    expect(await screen.findByTestId("open-now")).toHaveTextContent("Ahora: abierto");
    expect(screen.getByTestId("business-clock")).toHaveTextContent("2026-07-06 10:00");
    expect(screen.getByTestId("message-preview")).toHaveTextContent(
      "Hola María Pérez, Café Andino abre a las 9:00.",
    );
    const events = userEvent.setup();
    const monday = screen.getByTestId("day-1");
    await events.click(within(monday).getByRole("button", { name: "Agregar horario al lunes" }));
    const second = within(monday).getByRole("textbox", { name: "Abre el lunes (horario 2)" });
    await events.clear(second);
    await events.type(second, "17:00");
    expect(screen.getByTestId("day-1-error")).toHaveTextContent("Los horarios del lunes se traslapan");
    expect(screen.getByTestId("unsaved")).toBeInTheDocument();
  });

  it("saves the week, holidays and message in one call and says so", async () => {
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        "GET /api/config/GetBusinessHours": ok(saved),
        "POST /api/config/SaveBusinessHours": ok({ ...saved, enabled: true }, BUSINESS_HOURS_MESSAGES.saved),
      },
    });
    renderScreen(<BusinessHoursPage />, { path: "/config/outOfTime", route: "/config/outOfTime" });
    const events = userEvent.setup();
    await screen.findByTestId("open-now");
    await events.click(screen.getByRole("switch", { name: /Aplicar el horario/ }));
    await events.click(screen.getByRole("button", { name: "Guardar horario" }));
    expect(await screen.findByText(BUSINESS_HOURS_MESSAGES.saved)).toBeInTheDocument();
    const save = calls.find((request) => new URL(request.url).pathname === "/api/config/SaveBusinessHours");
    await waitFor(() => expect(save).toBeDefined());
    expect(await save?.clone().json()).toEqual({
      enabled: true,
      intervals: saved.intervals,
      holidays: [],
      outOfHoursMessage: saved.outOfHoursMessage,
    });
  });

  it("under the business panel, reads and saves the chosen business's, naming it in the query string", async () => {
    const { calls } = signedInAs("Super", {
      routes: {
        "GET /api/config/GetBusinessHours": ok(saved),
        "POST /api/config/SaveBusinessHours": ok({ ...saved, enabled: true }, BUSINESS_HOURS_MESSAGES.saved),
      },
    });
    renderScreen(
      <ConfigBusinessProvider businessId={7}>
        <BusinessHoursPage />
      </ConfigBusinessProvider>,
      { path: "/admin/business/panel/outOfTime?business_id=7", route: "/admin/business/panel/outOfTime" },
    );
    // The preview names the chosen business as the server reads it, not the caller's own.
    expect(await screen.findByTestId("message-preview")).toHaveTextContent("Café Andino abre a las 9:00.");
    const sent = (path: string) => calls.filter((request) => new URL(request.url).pathname === path);
    const [firstRead] = sent("/api/config/GetBusinessHours");
    expect(new URL(firstRead?.url ?? "").searchParams.get("business_id")).toBe("7");

    const events = userEvent.setup();
    await events.click(screen.getByRole("switch", { name: /Aplicar el horario/ }));
    await events.click(screen.getByRole("button", { name: "Guardar horario" }));
    expect(await screen.findByText(BUSINESS_HOURS_MESSAGES.saved)).toBeInTheDocument();
    const [save] = sent("/api/config/SaveBusinessHours");
    expect(new URL(save?.url ?? "").searchParams.get("business_id")).toBe("7");
    expect(await save?.clone().json()).not.toHaveProperty("business_id");
  });
});
