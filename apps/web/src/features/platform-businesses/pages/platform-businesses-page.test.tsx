import type { BusinessListItem } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { buildBusiness } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { PlatformBusinessesPage } from "./platform-businesses-page";

const item = (id: number, name: string, status: BusinessListItem["status"] = "active"): BusinessListItem => ({
  id,
  name,
  rfc: "RNO010101AB7",
  status,
  timeZone: "America/Mexico_City",
  phoneCountry: "MX",
  createdAt: "2026-01-05T16:00:00.000Z",
});
const norte = item(1, "Refaccionaria del Norte");
const andino = item(2, "Café Andino");
const viejo = item(3, "Papelería Vieja", "inactive");

/** A business as GetBusiness, AddBusiness and SaveBusiness answer it. */
const platformBusiness = (overrides: Parameters<typeof buildBusiness>[0] = {}) => ({
  ...buildBusiness(overrides),
  accessKey: { key: "3f1c9a" },
  status: "active",
  createdAt: "2026-01-05T16:00:00.000Z",
});

type Body = Record<string, unknown>;
const bodyOf = async (request: Request) => (await request.clone().json()) as Body;
const path = (request: Request) => new URL(request.url).pathname;

/** ListBusiness over three businesses, two a page, filtered by status and name like the server. */
async function listBusiness(request: Request) {
  const body = await bodyOf(request);
  const status = (body.status as string) ?? "all";
  const search = ((body.search as string) ?? "").toLowerCase();
  const matching = [norte, andino, viejo].filter(
    (business) =>
      (status === "all" || business.status === status) && business.name.toLowerCase().includes(search),
  );
  const start = body.after ? matching.findIndex((business) => business.id === body.after) + 1 : 0;
  const items = matching.slice(start, start + 2);
  return ok({ items, next: start + 2 < matching.length ? (items.at(-1)?.id ?? null) : null });
}

function renderPage(route = "/admin/business", routes: Record<string, FakeReply> = {}) {
  const server = signedInAs("Super", { routes: { "POST /api/admin/ListBusiness": listBusiness, ...routes } });
  const view = renderScreen(<PlatformBusinessesPage />, { path: route, route: "/admin/business" });
  return { ...server, ...view, events: userEvent.setup() };
}

describe("/admin/business", () => {
  it("lists every business a page at a time, filters by status and searches, both kept in the URL", async () => {
    const { router, events, calls } = renderPage();
    expect(await screen.findByText("Refaccionaria del Norte")).toBeInTheDocument();
    expect(screen.queryByText("Papelería Vieja")).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Ver más" }));
    expect(await screen.findByText("Papelería Vieja")).toBeInTheDocument();

    await events.click(screen.getByRole("radio", { name: "Inactivas" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=inactive"));
    await waitFor(() => expect(screen.queryByText("Café Andino")).not.toBeInTheDocument());
    expect(screen.getByText("Papelería Vieja")).toBeInTheDocument();

    await events.click(screen.getByRole("radio", { name: "Todas" }));
    await events.type(screen.getByRole("searchbox", { name: "Buscar empresas" }), "café");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("q")).toBe("café"));
    await waitFor(() => expect(screen.getAllByTestId("business-row")).toHaveLength(1));
    expect(screen.getByText("Café Andino")).toBeInTheDocument();
    const searches = (
      await Promise.all(calls.filter((r) => path(r) === "/api/admin/ListBusiness").map(bodyOf))
    )
      .map((body) => body.search)
      .filter(Boolean);
    // The search went out once, settled, not per keystroke.
    expect(searches).toEqual(["café"]);
  });

  it("opens on the URL's search and filter", async () => {
    renderPage("/admin/business?q=papel&status=inactive");
    expect(await screen.findByText("Papelería Vieja")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Buscar empresas" })).toHaveValue("papel");
    expect(screen.getByRole("radio", { name: "Inactivas" })).toBeChecked();
  });

  it("creates a business with its first admin, checking the RFC first and showing the server's refusal", async () => {
    let attempts = 0;
    const { events, calls } = renderPage("/admin/business", {
      "POST /api/admin/AddBusiness": () =>
        ++attempts === 1
          ? fail(400, null, "Ya existe una empresa con ese RFC")
          : ok(
              platformBusiness({ id: 9, name: "Taquería El Güero" }),
              "Empresa creada; enviamos el correo al administrador",
            ),
    });
    await events.click(await screen.findByRole("button", { name: "Nueva empresa" }));
    const form = await screen.findByRole("form", { name: "Nueva empresa" });
    const field = (name: string) => within(form).getByRole("textbox", { name: new RegExp(`^${name}`) });
    // Pasted, not typed key by key: a dozen re-renders of the whole drawer per character made this test
    // slow enough to time out on a busy machine, and no field here reacts to single keys.
    const fill = async (input: HTMLElement, text: string) => {
      await events.click(input);
      await events.paste(text);
    };
    await fill(field("Nombre de la empresa"), "Taquería El Güero");
    await fill(field("RFC o NIT"), "TEG0101011A"); // 11 characters: no RFC
    await fill(field("Código postal"), "64000");
    await fill(within(form).getByLabelText(/^Teléfono/), "8112345678");
    await fill(field("Correo de contacto"), "hola@guero.mx");
    await fill(field("Dirección"), "Calle 5 #10, Monterrey");
    await fill(field("Nombre del administrador"), "Lucía Gómez");
    await fill(field("Correo del administrador"), "lucia@guero.mx");
    await events.click(within(form).getByRole("button", { name: "Guardar empresa" }));
    expect(await within(form).findByText("El RFC no es válido")).toBeInTheDocument();
    expect(calls.some((request) => path(request) === "/api/admin/AddBusiness")).toBe(false);

    await events.clear(field("RFC o NIT"));
    await fill(field("RFC o NIT"), "teg010101ab7");
    await events.click(within(form).getByRole("button", { name: "Guardar empresa" }));
    // The server's words, on the field they are about.
    await waitFor(() =>
      expect(field("RFC o NIT")).toHaveAccessibleDescription(/Ya existe una empresa con ese RFC/),
    );
    await events.click(within(form).getByRole("button", { name: "Guardar empresa" }));
    expect(
      await screen.findByText("Empresa creada; enviamos el correo al administrador"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "Nueva empresa" })).not.toBeInTheDocument(),
    );
    const sent = await bodyOf(
      calls.filter((request) => path(request) === "/api/admin/AddBusiness")[1] as Request,
    );
    expect(sent).toMatchObject({
      name: "Taquería El Güero",
      rfc: "TEG010101AB7",
      personType: "moral",
      postalCode: "64000",
      timeZone: "America/Mexico_City",
      phoneCountry: "MX",
      admin: { name: "Lucía Gómez", email: "lucia@guero.mx" },
    });
  });

  it("edits a business from what GetBusiness answers (SaveBusiness with its id)", async () => {
    const { events, calls } = renderPage("/admin/business", {
      "POST /api/admin/GetBusiness": ok(platformBusiness()),
      "POST /api/admin/SaveBusiness": ok(
        platformBusiness({ name: "Refaccionaria del Norte SA" }),
        "Empresa actualizada",
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Editar Refaccionaria del Norte" }));
    const form = await screen.findByRole("form", { name: "Editar empresa" });
    const name = await within(form).findByRole("textbox", { name: /^Nombre de la empresa/ });
    expect(name).toHaveValue("Refaccionaria del Norte");
    expect(within(form).queryByRole("textbox", { name: /administrador/ })).not.toBeInTheDocument();
    await events.clear(name);
    await events.type(name, "Refaccionaria del Norte SA");
    await events.click(within(form).getByRole("button", { name: "Guardar empresa" }));
    expect(await screen.findByText("Empresa actualizada")).toBeInTheDocument();
    const sent = await bodyOf(
      calls.find((request) => path(request) === "/api/admin/SaveBusiness") as Request,
    );
    // The colours go back as GetBusiness gave them: they are the business admin's to change.
    expect(sent).toMatchObject({
      id: 1,
      name: "Refaccionaria del Norte SA",
      rfc: "RNO010101AB7",
      colors: buildBusiness().colors,
    });
  });

  it("deactivates after a confirmation that says its users are signed out, and reactivates", async () => {
    const { events, calls } = renderPage("/admin/business", {
      "POST /api/admin/ActiveBusiness": async (request) => {
        const { id, active } = await bodyOf(request);
        return ok(
          { id, status: active ? "active" : "inactive", sessionsEnded: active ? 0 : 2 },
          active ? "Empresa reactivada" : "Empresa desactivada",
        );
      },
    });
    await events.click(
      await screen.findByRole("button", { name: "Más acciones para Refaccionaria del Norte" }),
    );
    await events.click(await screen.findByRole("menuitem", { name: "Desactivar" }));
    const dialog = await screen.findByRole("dialog", { name: "Desactivar empresa" });
    expect(dialog).toHaveTextContent("Se cerrará la sesión de todos sus usuarios");
    await events.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    expect(await screen.findByText("Empresa desactivada")).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Ver más" }));
    await events.click(await screen.findByRole("button", { name: "Más acciones para Papelería Vieja" }));
    await events.click(await screen.findByRole("menuitem", { name: "Reactivar" }));
    const again = await screen.findByRole("dialog", { name: "Reactivar empresa" });
    await events.click(within(again).getByRole("button", { name: "Reactivar" }));
    expect(await screen.findByText("Empresa reactivada")).toBeInTheDocument();
    const bodies = await Promise.all(
      calls.filter((request) => path(request) === "/api/admin/ActiveBusiness").map(bodyOf),
    );
    expect(bodies).toEqual([
      { id: 1, active: false },
      { id: 3, active: true },
    ]);
  });

  it("removes only an inactive business, once its name is typed again", async () => {
    const { events, calls } = renderPage("/admin/business?status=inactive", {
      "POST /api/admin/RemoveBusiness": ok(null, "Empresa eliminada"),
    });
    await events.click(await screen.findByRole("button", { name: "Más acciones para Papelería Vieja" }));
    await events.click(await screen.findByRole("menuitem", { name: "Eliminar" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar empresa" });
    const input = within(dialog).getByRole("textbox", { name: /Escribe el nombre/ });
    await events.type(input, "Papelería");
    await events.click(within(dialog).getByRole("button", { name: "Eliminar empresa" }));
    expect(await within(dialog).findByText("El nombre no coincide")).toBeInTheDocument();
    expect(calls.some((request) => path(request) === "/api/admin/RemoveBusiness")).toBe(false);
    await events.type(input, " Vieja");
    await events.click(within(dialog).getByRole("button", { name: "Eliminar empresa" }));
    expect(await screen.findByText("Empresa eliminada")).toBeInTheDocument();
    const sent = await bodyOf(
      calls.find((request) => path(request) === "/api/admin/RemoveBusiness") as Request,
    );
    expect(sent).toEqual({ id: 3, confirmName: "Papelería Vieja" });
  });

  it("shows a business's history with who did what and which fields changed", async () => {
    const { events } = renderPage("/admin/business", {
      "POST /api/admin/BusinessHistory": ok({
        items: [
          {
            id: 12,
            action: "business_platform_updated",
            actionName: "Datos de la empresa cambiados por la plataforma",
            entity: "business",
            entityId: "1",
            actor: { id: 1, name: "Vocom Super" },
            changed: ["name", "colors"],
            createdAt: "2026-03-02T18:30:00.000Z",
          },
        ],
        next: null,
      }),
    });
    await events.click(
      await screen.findByRole("button", { name: "Más acciones para Refaccionaria del Norte" }),
    );
    await events.click(await screen.findByRole("menuitem", { name: "Ver historial" }));
    const history = await screen.findByTestId("business-history");
    expect(history).toHaveTextContent("Datos de la empresa cambiados por la plataforma");
    expect(history).toHaveTextContent("por Vocom Super");
    expect(history).toHaveTextContent("Cambió: nombre, colores");
  });

  it("an active business offers no removal", async () => {
    const { events } = renderPage();
    await events.click(await screen.findByRole("button", { name: "Más acciones para Café Andino" }));
    expect(await screen.findByRole("menuitem", { name: "Desactivar" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Eliminar" })).not.toBeInTheDocument();
  });
});
