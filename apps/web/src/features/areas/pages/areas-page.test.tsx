import { AREA_MESSAGES, type BusinessArea } from "@consola/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lastBody, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, ok } from "../../../test/fake-fetch";
import { AreasPage } from "./areas-page";

const ventas: BusinessArea = {
  id: 3,
  name: "Ventas",
  description: "Clientes nuevos",
  members: [{ id: 11, name: "Laura Méndez" }],
  openChats: 2,
  quickAnswers: 0,
};
const soporte: BusinessArea = {
  id: 4,
  name: "Soporte",
  description: "",
  members: [],
  openChats: 0,
  quickAnswers: 0,
};

function open(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<AreasPage />, "/config/areasCompany", {
    "POST /api/admin/ListBusinessArea": ok([soporte, ventas]),
    "POST /api/admin/ListUsersBusiness": ok({ items: [], next: null, phoneCountry: "MX" }),
    ...routes,
  });
}

describe("areas", () => {
  it("shows each area's people and filters by name or person", async () => {
    const { events } = open();
    expect(await screen.findByText("Laura Méndez")).toBeInTheDocument();
    expect(screen.getByText("Nadie todavía")).toBeInTheDocument();
    await events.type(screen.getByRole("searchbox", { name: "Buscar áreas" }), "laura");
    expect(screen.queryByText("Soporte")).not.toBeInTheDocument();
    await events.clear(screen.getByRole("searchbox", { name: "Buscar áreas" }));
    await events.type(screen.getByRole("searchbox", { name: "Buscar áreas" }), "nada");
    expect(screen.getByText("Ninguna área coincide con «nada»")).toBeInTheDocument();
  });

  it("asks where people and open chats go before removing an area in use", async () => {
    const { events, calls } = open({
      "POST /api/admin/RemoveBusinessArea": ok(
        { users: 1, openChats: 2, quickAnswers: 0 },
        AREA_MESSAGES.removed,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Eliminar Ventas" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar área" });
    expect(within(dialog).getByText(/Tiene 1 persona y 2 chats abiertos\./)).toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "Eliminar área" }));
    expect(
      await within(dialog).findByText("Elige a dónde mover las personas y los chats"),
    ).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/api/admin/RemoveBusinessArea"))).toBe(false);
    await events.click(within(dialog).getByRole("combobox", { name: "Mover a" }));
    fireEvent.click(await screen.findByRole("option", { name: "Sin área", hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Eliminar área" }));
    expect(await screen.findByText(AREA_MESSAGES.removed)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/RemoveBusinessArea")).toEqual({ id: 3, moveTo: null });
  });

  it("removes an unused area without asking where anything goes", async () => {
    const { events, calls } = open({
      "POST /api/admin/RemoveBusinessArea": ok(
        { users: 0, openChats: 0, quickAnswers: 0 },
        AREA_MESSAGES.removed,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Eliminar Soporte" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar área" });
    expect(within(dialog).queryByRole("combobox", { name: "Mover a" })).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "Eliminar área" }));
    expect(await screen.findByText(AREA_MESSAGES.removed)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/RemoveBusinessArea")).toEqual({ id: 4 });
  });

  it("creates an area; the name is required and the server's refusal shows on the field", async () => {
    const { events, calls } = open({
      "POST /api/admin/AddBusinessArea": async (request) => {
        const body = (await request.clone().json()) as { name: string };
        return body.name === "Ventas"
          ? {
              status: 400,
              body: {
                isOk: false,
                message: AREA_MESSAGES.nameTaken,
                data: { error: [AREA_MESSAGES.nameTaken] },
              },
            }
          : ok({ ...soporte, id: 9, name: body.name }, AREA_MESSAGES.created);
      },
    });
    await events.click(await screen.findByRole("button", { name: "Nueva área" }));
    const form = await screen.findByRole("form", { name: "Nueva área" });
    await events.click(within(form).getByRole("button", { name: "Guardar área" }));
    expect(await within(form).findByText(AREA_MESSAGES.nameRequired)).toBeInTheDocument();
    const name = within(form).getByRole("textbox", { name: "Nombre" });
    await events.type(name, "Ventas{Enter}");
    expect((await within(form).findAllByText(AREA_MESSAGES.nameTaken)).length).toBeGreaterThan(0);
    await events.clear(name);
    await events.type(name, "Cobranza{Enter}");
    expect(await screen.findByText(AREA_MESSAGES.created)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/AddBusinessArea")).toEqual({
      name: "Cobranza",
      description: "",
      userIds: [],
    });
  });

  it("the member picker names where each person works today and who is inactive", async () => {
    const person = {
      nickname: "",
      email: "x@norte.test",
      role: "ProviderAgent",
      roleName: "Agente",
      position: "",
      phone: "",
      maxOpenChats: null,
    };
    const { events } = open({
      "POST /api/admin/ListUsersBusiness": ok({
        items: [
          { ...person, id: 11, name: "Laura Méndez", areaId: 3, areaName: "Ventas", status: "active" },
          { ...person, id: 12, name: "Rosa Ruiz", areaId: null, areaName: null, status: "inactive" },
        ],
        next: null,
        phoneCountry: "MX",
      }),
    });
    await events.click(await screen.findByRole("button", { name: "Nueva área" }));
    const form = await screen.findByRole("form", { name: "Nueva área" });
    await events.click(within(form).getByLabelText("Personas del área"));
    expect(
      await screen.findByRole("option", { name: "Laura Méndez (hoy en Ventas)", hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Rosa Ruiz (inactivo)", hidden: true })).toBeInTheDocument();
  });
});
