import { type CompanyUser, USER_MESSAGES, type UserPage } from "@consola/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lastBody, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { CompanyUsersPage } from "./company-users-page";

const agent: CompanyUser = {
  id: 11,
  name: "Laura Méndez",
  nickname: "Lau",
  email: "laura@norte.test",
  role: "ProviderAgent",
  roleName: "Agente",
  areaId: 3,
  areaName: "Ventas",
  position: "Ejecutiva",
  phone: "+528112345678",
  status: "active",
  maxOpenChats: null,
};
const page = (items: CompanyUser[], next: number | null = null): UserPage => ({
  items,
  next,
  phoneCountry: "MX",
});
const roles = [
  { id: "Super", name: "Super" },
  { id: "ProviderAdmin", name: "Administrador" },
  { id: "ProviderSupervisor", name: "Supervisor" },
  { id: "ProviderAgent", name: "Agente" },
];

function open(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<CompanyUsersPage />, "/config/companyUsers", {
    "POST /api/admin/ListUsersBusiness": ok(page([agent])),
    "POST /api/catalog/ListRole": ok(roles),
    "POST /api/admin/ListBusinessArea": ok([
      { id: 3, name: "Ventas", description: "", members: [], openChats: 0, quickAnswers: 0 },
    ]),
    ...routes,
  });
}

describe("company users", () => {
  it("lists people and searches on the server after typing pauses", async () => {
    const { events, calls } = open();
    expect(await screen.findByText("Laura Méndez")).toBeInTheDocument();
    expect(screen.getByText("Ventas")).toBeInTheDocument();
    await events.type(screen.getByRole("searchbox", { name: "Buscar usuarios" }), "méndez");
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/admin/ListUsersBusiness")).toMatchObject({ search: "méndez" }),
    );
  });

  it("pages with «Cargar más» after the last person shown", async () => {
    const second = { ...agent, id: 12, name: "Mario Ruiz", email: "mario@norte.test" };
    const { events, calls } = open({
      "POST /api/admin/ListUsersBusiness": async (request) => {
        const body = (await request.clone().json()) as { after?: number };
        return body.after === 11 ? ok(page([second])) : ok(page([agent], 11));
      },
    });
    await events.click(await screen.findByRole("button", { name: "Cargar más" }));
    expect(await screen.findByText("Mario Ruiz")).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/ListUsersBusiness")).toMatchObject({ after: 11 });
    expect(screen.queryByRole("button", { name: "Cargar más" })).not.toBeInTheDocument();
  });

  it("checks the e-mail while typing and refuses a taken one before saving", async () => {
    const { events, calls } = open({
      "POST /api/admin/CheckUserEmail": async (request) => {
        const { email } = (await request.clone().json()) as { email: string };
        return ok({ available: email !== "ocupado@norte.test" });
      },
    });
    await events.click(await screen.findByRole("button", { name: "Nuevo usuario" }));
    const form = await screen.findByRole("form", { name: "Nuevo usuario" });
    await events.click(within(form).getByRole("button", { name: "Guardar usuario" }));
    expect(await within(form).findByText(USER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(USER_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(within(form).getByText(USER_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(within(form).getByText("Se requiere un correo")).toBeInTheDocument();

    await events.type(within(form).getByRole("textbox", { name: /Correo/ }), "ocupado@norte.test");
    expect(
      await within(form).findByText(USER_MESSAGES.emailTaken, {}, { timeout: 2_000 }),
    ).toBeInTheDocument();
    const email = within(form).getByRole("textbox", { name: /Correo/ });
    await events.clear(email);
    await events.type(email, "libre@norte.test");
    expect(await within(form).findByText("Correo disponible", {}, { timeout: 2_000 })).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/api/admin/AddUser"))).toBe(false);
  });

  it("creates a person with an E.164 phone and says a welcome e-mail went out", async () => {
    const { events, calls } = open({
      "POST /api/admin/CheckUserEmail": ok({ available: true }),
      "POST /api/admin/AddUser": ok({ ...agent, id: 20, name: "José Pérez-Núñez" }, USER_MESSAGES.created),
    });
    await events.click(await screen.findByRole("button", { name: "Nuevo usuario" }));
    const form = await screen.findByRole("form", { name: "Nuevo usuario" });
    const name = within(form).getByRole("textbox", { name: "Nombre" });
    await events.type(name, "José Pérez-Núñez1");
    expect(name).toHaveValue("José Pérez-Núñez");
    await events.click(within(form).getByRole("combobox", { name: "Rol" }));
    // Only business roles are offered.
    expect(await screen.findByRole("option", { name: "Supervisor", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Super", hidden: true })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("option", { name: "Supervisor", hidden: true }));
    await events.type(within(form).getByRole("textbox", { name: /Correo/ }), "jose@norte.test");
    await events.type(within(form).getByRole("textbox", { name: "Teléfono" }), "8187654321{Enter}");
    expect(await screen.findByText(USER_MESSAGES.created)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/AddUser")).toEqual({
      name: "José Pérez-Núñez",
      nickname: "",
      role: "ProviderSupervisor",
      areaId: null,
      position: "",
      phone: "+528187654321",
      email: "jose@norte.test",
      maxOpenChats: null,
    });
  });

  it("deactivates after a confirmation and tells how many chats went back to pending", async () => {
    const message = USER_MESSAGES.deactivated(3);
    const { events, calls } = open({
      "POST /api/admin/ActiveUser": ok({ id: 11, status: "inactive", chatsReturned: 3 }, message),
    });
    await events.click(await screen.findByRole("button", { name: "Más acciones para Laura Méndez" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Desactivar", hidden: true }));
    const dialog = await screen.findByRole("dialog", { name: "Desactivar usuario" });
    expect(within(dialog).getByText("¿Desactivar a Laura Méndez?")).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/api/admin/ActiveUser"))).toBe(false);
    await events.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    expect(
      await screen.findByText("Usuario desactivado. 3 chats regresaron a pendientes."),
    ).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/ActiveUser")).toEqual({ id: 11, active: false });
  });

  it("shows the last-admin refusal inside the confirmation", async () => {
    const { events } = open({
      "POST /api/admin/ActiveUser": fail(400, { error: [USER_MESSAGES.lastAdmin] }, USER_MESSAGES.lastAdmin),
    });
    await events.click(await screen.findByRole("button", { name: "Más acciones para Laura Méndez" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Desactivar", hidden: true }));
    const dialog = await screen.findByRole("dialog", { name: "Desactivar usuario" });
    await events.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    expect(await within(dialog).findByText(USER_MESSAGES.lastAdmin)).toBeInTheDocument();
  });
});
