import { MESSAGES, QUICK_ANSWER_MESSAGES, type QuickAnswer } from "@consola/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lastBody, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { buildArea } from "../../../test/fixtures";
import { QuickAnswersPage } from "./quick-answers-page";

const saludo: QuickAnswer = {
  id: 1,
  message: "¡Hola! ¿En qué te ayudo?",
  shortcut: "saludo",
  areaId: null,
  areaName: null,
};
const datos: QuickAnswer = {
  id: 2,
  message: "Marca, modelo y año",
  shortcut: "datos",
  areaId: 3,
  areaName: "Ventas",
};

function open(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<QuickAnswersPage />, "/config/quicklyAnswers", {
    "POST /api/business/ListQuicklyAnswer": ok([saludo, datos]),
    "POST /api/admin/ListBusinessArea": ok([
      buildArea({ id: 3, name: "Ventas" }),
      buildArea({ id: 4, name: "Soporte" }),
    ]),
    ...routes,
  });
}

describe("quick answers screen", () => {
  it("lists shortcut, message and area, and searches by any of them", async () => {
    const { events } = open();
    const table = await screen.findByTestId("answers-table");
    expect(within(table).getByText("/saludo")).toBeInTheDocument();
    expect(within(table).getByText("Ventas")).toBeInTheDocument();
    const search = screen.getByRole("searchbox", { name: "Buscar respuestas" });
    await events.type(search, "/dat");
    expect(within(table).queryByText("/saludo")).not.toBeInTheDocument();
    await events.clear(search);
    await events.type(search, "nada");
    expect(screen.getByText("Ninguna respuesta coincide con «nada»")).toBeInTheDocument();
  });

  it("requires the message, refuses characters a shortcut cannot hold, and sends shortcut and area", async () => {
    const created = {
      ...saludo,
      id: 9,
      message: "Precio con IVA",
      shortcut: "precio",
      areaId: 4,
      areaName: "Soporte",
    };
    const { events, calls } = open({
      "POST /api/business/AddQuicklyAnswer": ok(created, QUICK_ANSWER_MESSAGES.saved),
    });
    await events.click(await screen.findByRole("button", { name: "Nueva respuesta" }));
    const dialog = await screen.findByRole("dialog", { name: "Nueva respuesta rápida" });
    await events.click(within(dialog).getByRole("button", { name: "Guardar respuesta" }));
    expect(within(dialog).getByText(MESSAGES.quickAnswerRequired)).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/AddQuicklyAnswer"))).toBe(false);

    await events.type(within(dialog).getByRole("textbox", { name: "Mensaje" }), "Precio con IVA");
    const shortcut = within(dialog).getByRole("textbox", { name: "Atajo" });
    await events.type(shortcut, "/pre cio!");
    expect(shortcut).toHaveValue("precio");
    expect(within(dialog).getByText(/no se agregó «!»/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole("combobox", { name: "Área" }));
    fireEvent.click(await screen.findByRole("option", { name: "Soporte", hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Guardar respuesta" }));
    expect(await screen.findByText(QUICK_ANSWER_MESSAGES.saved)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/business/AddQuicklyAnswer")).toEqual({
      message: "Precio con IVA",
      shortcut: "precio",
      areaId: 4,
    });
  });

  it("shows a taken shortcut at the field, and keeps the form to fix it", async () => {
    const { events } = open({
      "POST /api/business/AddQuicklyAnswer": fail(
        400,
        { error: [QUICK_ANSWER_MESSAGES.shortcutTaken] },
        QUICK_ANSWER_MESSAGES.shortcutTaken,
      ),
    });
    // jsdom ignores the phone breakpoint: the table and the phone cards are both there; use the table.
    const table = await screen.findByTestId("answers-table");
    await events.click(within(table).getByRole("button", { name: "Editar la respuesta /datos" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar respuesta rápida" });
    const shortcut = within(dialog).getByRole("textbox", { name: "Atajo" });
    await events.clear(shortcut);
    await events.type(shortcut, "SALUDO{Enter}");
    expect(await within(dialog).findAllByText(QUICK_ANSWER_MESSAGES.shortcutTaken)).not.toHaveLength(0);
    expect(shortcut).toHaveAttribute("aria-invalid", "true");
  });
});
