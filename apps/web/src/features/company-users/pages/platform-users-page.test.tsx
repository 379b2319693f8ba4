import {
  type BusinessListItem,
  type CompanyUser,
  PLATFORM_USER_MESSAGES,
  type PlatformUser,
  type Role,
} from "@consola/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { bodiesOf, lastBody } from "../../../test/admin-screen";
import { type FakeReply, ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { PlatformUsersPage } from "./platform-users-page";

const person = (id: number, name: string, role: PlatformUser["role"], hasAccess = true): PlatformUser => ({
  id,
  name,
  email: `${name.split(" ")[0]?.toLowerCase()}@vocom.test`,
  role,
  roleName: { Super: "Super", VocomAdmin: "Administrador de plataforma" }[role as string] ?? "Call center",
  status: "active",
  hasAccess,
});
const jefa = person(1, "Regina Super", "Super");
const ana = person(7, "Ana Torres", "VocomAdmin");
const heredado = {
  ...person(9, "Héctor Heredado", "VocomCallCenter", false),
  email: "hector@vocom.test",
  roleName: "Call center de plataforma",
};
const nuevo = person(20, "Nora Nueva", "VocomAdmin");

const norte: BusinessListItem = {
  id: 4,
  name: "Refaccionaria del Norte",
  rfc: "RNO010101AB7",
  status: "active",
  timeZone: "America/Mexico_City",
  phoneCountry: "MX",
  createdAt: "2026-01-05T16:00:00.000Z",
};
const laura: CompanyUser = {
  id: 11,
  name: "Laura Méndez",
  nickname: "",
  email: "laura@norte.test",
  role: "ProviderAgent",
  roleName: "Agente",
  areaId: null,
  areaName: null,
  position: "",
  phone: "+528112345678",
  status: "active",
  maxOpenChats: null,
};

type Body = { search?: string; after?: number };
const path = (request: Request) => new URL(request.url).pathname;

/** ListUserSystem over three people, two a page, filtered by name like the server. */
async function listUserSystem(request: Request) {
  const body = (await request.clone().json()) as Body;
  const search = (body.search ?? "").toLowerCase();
  const matching = [jefa, ana, heredado].filter((user) => user.name.toLowerCase().includes(search));
  const start = body.after ? matching.findIndex((user) => user.id === body.after) + 1 : 0;
  const items = matching.slice(start, start + 2);
  return ok({ items, next: start + 2 < matching.length ? (items.at(-1)?.id ?? null) : null });
}

function renderPage(role: Role, route = "/admin/user", routes: Record<string, FakeReply> = {}) {
  const server = signedInAs(role, {
    routes: { "POST /api/admin/ListUserSystem": listUserSystem, ...routes },
  });
  const view = renderScreen(<PlatformUsersPage />, { path: route, route: "/admin/user" });
  return { ...server, ...view, events: userEvent.setup() };
}

const rowOf = (name: string) => {
  const row = screen.getAllByTestId("platform-user-row").find((item) => item.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe("/admin/user", () => {
  it("lists the platform's people a page at a time and searches, kept in the URL", async () => {
    const { router, events, calls } = renderPage("Super");
    expect(await screen.findByText("Regina Super")).toBeInTheDocument();
    expect(screen.queryByText("Héctor Heredado")).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Ver más" }));
    expect(await screen.findByText("Héctor Heredado")).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/ListUserSystem")).toMatchObject({ after: 7 });
    expect(screen.queryByRole("button", { name: "Ver más" })).not.toBeInTheDocument();

    await events.type(screen.getByRole("searchbox", { name: "Buscar usuarios de la plataforma" }), "ana");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("q")).toBe("ana"));
    await waitFor(() => expect(screen.getAllByTestId("platform-user-row")).toHaveLength(1));
    const searches = (await bodiesOf(calls, "/api/admin/ListUserSystem"))
      .map((body: Body) => body.search)
      .filter(Boolean);
    // Sent once, settled, not per keystroke.
    expect(searches).toEqual(["ana"]);
  });

  it("marks the people whose role has no access, and lets a Super give them one", async () => {
    const { events, calls } = renderPage("Super", "/admin/user?q=h%C3%A9ctor", {
      "POST /api/admin/AddUserSystem": ok({ ...heredado, role: "VocomAdmin", hasAccess: true }, "Listo"),
    });
    const row = await screen.findByTestId("platform-user-row");
    expect(within(row).getByText("Call center de plataforma")).toBeInTheDocument();
    expect(within(row).getByText("Sin acceso")).toBeInTheDocument();
    await events.click(within(row).getByRole("button", { name: "Editar a Héctor Heredado" }));
    const form = await screen.findByRole("form", { name: "Editar usuario de la plataforma" });
    expect(within(form).getByText(/Hoy tiene el rol «Call center de plataforma»/)).toBeInTheDocument();
    await events.click(within(form).getByRole("combobox", { name: "Rol" }));
    fireEvent.click(await screen.findByRole("option", { name: "Administrador de plataforma", hidden: true }));
    await events.click(within(form).getByRole("button", { name: "Guardar usuario" }));
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/admin/AddUserSystem")).toEqual({
        id: 9,
        name: "Héctor Heredado",
        email: "hector@vocom.test",
        role: "VocomAdmin",
      }),
    );
  });

  it("creates a platform admin with the right body and shows the server's message", async () => {
    const { events, calls } = renderPage("Super", "/admin/user", {
      "POST /api/admin/AddUserSystem": ok(nuevo, PLATFORM_USER_MESSAGES.created),
    });
    await events.click(await screen.findByRole("button", { name: "Nuevo usuario" }));
    const form = await screen.findByRole("form", { name: "Nuevo usuario de la plataforma" });
    await events.type(within(form).getByRole("textbox", { name: "Nombre" }), "Nora Nueva");
    await events.type(within(form).getByRole("textbox", { name: /Correo/ }), "Nora@Vocom.test");
    await events.click(within(form).getByRole("combobox", { name: "Rol" }));
    // A Super may make another Super.
    expect(await screen.findByRole("option", { name: "Super", hidden: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("option", { name: "Administrador de plataforma", hidden: true }));
    await events.click(within(form).getByRole("button", { name: "Guardar usuario" }));
    expect(await screen.findByText(PLATFORM_USER_MESSAGES.created)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/AddUserSystem")).toEqual({
      name: "Nora Nueva",
      email: "nora@vocom.test",
      role: "VocomAdmin",
    });
  });

  it("shows a VocomAdmin no Super role, no actions on a Super's row and no deactivate on their own", async () => {
    const { events } = renderPage("VocomAdmin");
    await screen.findByText("Regina Super");
    expect(within(rowOf("Regina Super")).queryByRole("button")).not.toBeInTheDocument();
    // Their own row (the session's userId is 7): edit and reset, never deactivate.
    expect(within(rowOf("Ana Torres")).getByText(/\(tú\)/)).toBeInTheDocument();
    await events.click(
      within(rowOf("Ana Torres")).getByRole("button", { name: "Más acciones para Ana Torres" }),
    );
    expect(await screen.findByRole("menuitem", { name: /restablecer/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Desactivar", hidden: true })).not.toBeInTheDocument();
    await events.keyboard("{Escape}");

    await events.click(screen.getByRole("button", { name: "Nuevo usuario" }));
    const form = await screen.findByRole("form", { name: "Nuevo usuario de la plataforma" });
    await events.click(within(form).getByRole("combobox", { name: "Rol" }));
    expect(
      await screen.findByRole("option", { name: "Administrador de plataforma", hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Super", hidden: true })).not.toBeInTheDocument();
  });

  it("on «Empresas», lists a business's people with business_id once one is picked", async () => {
    const { events, calls, router } = renderPage("Super", "/admin/user", {
      "POST /api/admin/ListBusiness": ok({ items: [norte], next: null }),
      "POST /api/admin/ListUsersBusiness": ok({ items: [laura], next: null, phoneCountry: "MX" }),
    });
    await screen.findByText("Regina Super");
    await events.click(screen.getByRole("tab", { name: "Empresas" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=empresa"));
    expect(await screen.findByText("Elige una empresa")).toBeInTheDocument();
    expect(calls.some((request) => path(request) === "/api/admin/ListUsersBusiness")).toBe(false);

    await events.click(screen.getByRole("combobox", { name: "Empresa" }));
    await events.click(await screen.findByRole("option", { name: /Refaccionaria del Norte/, hidden: true }));
    expect(await screen.findByText("Laura Méndez")).toBeInTheDocument();
    const asked = calls.filter((request) => path(request) === "/api/admin/ListUsersBusiness");
    expect(asked.length).toBeGreaterThan(0);
    expect(new URL(asked.at(-1)?.url ?? "").searchParams.get("business_id")).toBe("4");
    expect(new URLSearchParams(router.state.location.search).get("business_id")).toBe("4");
  });
});
