import { type Role, SEGMENT_MESSAGES, type Segment } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { bodiesOf, lastBody } from "../../../test/admin-screen";
import { fail, ok } from "../../../test/fake-fetch";
import { buildContact, buildContactField } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { savedFiles } from "../../../test/saved-files";
import { signedInAs } from "../../../test/session";
import { ContactsPage } from "../pages/contacts-page";

const saved = savedFiles();
const labels = [
  { id: 3, name: "Mayoreo", color: "green" as const, description: "", active: true },
  { id: 4, name: "VIP", color: "violet" as const, description: "", active: true },
];
const nivel = buildContactField({
  id: 1,
  key: "nivel",
  name: "Nivel",
  type: "list",
  options: ["Oro", "Plata"],
});
const compras = buildContactField({ id: 2, key: "compras", name: "Compras", type: "number" });
const mayoreo: Segment = {
  id: 8,
  name: "Mayoreo activo",
  updatedAt: "2025-05-01T16:00:00.000Z",
  conditions: {
    labelIds: [3],
    labelMatch: "any",
    fields: [{ key: "nivel", operator: "equals", value: "Oro" }],
    optIn: "in",
    channel: "any",
    openChat: "any",
  },
};
const ana = buildContact({ id: 21, name: "Ana Torres", phoneNumber: "+528112345678" });
const beto = buildContact({ id: 22, name: "Beto Ríos", phoneNumber: "+528187654321" });
const page = (items: ReturnType<typeof buildContact>[], total = items.length, totalCapped = false) => ({
  total,
  totalCapped,
  items,
});

function open(path: string, role: Role, routes = {}) {
  const server = signedInAs(role, {
    routes: {
      "POST /api/admin/ListAllContact": ok(page([ana, beto])),
      "POST /api/contacts/ListContactFields": ok([nivel, compras]),
      "POST /api/labels/ListLabels": ok(labels),
      "POST /api/contacts/ListSegments": ok([mayoreo]),
      "POST /api/contacts/CountSegment": ok(page([ana, beto])),
      ...routes,
    },
  });
  const view = renderScreen(<ContactsPage />, { path, route: "/contact" });
  return { ...server, ...view, events: userEvent.setup() };
}

describe("contact segments", () => {
  it("lists the segments with their conditions in words; Ver contactos shows the members behind a chip", async () => {
    const { events, calls, router } = open("/contact?tab=segmentos", "ProviderSupervisor");
    const row = await screen.findByTestId("segment-row");
    expect(row).toHaveTextContent("Mayoreo activo");
    expect(within(row).getByTestId("segment-summary")).toHaveTextContent(
      "Con la etiqueta Mayoreo · Nivel es igual a «Oro» · Acepta mensajes",
    );
    // A supervisor manages segments but does not export.
    expect(within(row).getByRole("button", { name: "Editar Mayoreo activo" })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Exportar/ })).not.toBeInTheDocument();

    await events.click(within(row).getByRole("button", { name: "Ver contactos de Mayoreo activo" }));
    await waitFor(() => expect(router.state.location.search).toBe("?segmentId=8"));
    expect(await screen.findByRole("tab", { name: "Contactos", selected: true })).toBeInTheDocument();
    const chip = await screen.findByTestId("segment-filter");
    expect(chip).toHaveTextContent("Segmento: Mayoreo activo");
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/admin/ListAllContact")).toEqual({ segmentId: 8, take: 50, skip: 0 }),
    );

    await events.click(screen.getByRole("button", { name: "Quitar el filtro del segmento Mayoreo activo" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByTestId("segment-filter")).not.toBeInTheDocument();
  });

  it("builds a segment with a live count and preview, and saves it in the server's words", async () => {
    const { events, calls } = open("/contact?tab=segmentos", "ProviderSupervisor", {
      "POST /api/contacts/SaveSegment": ok(
        { ...mayoreo, id: 9, name: "Compradores" },
        SEGMENT_MESSAGES.saved,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Nuevo segmento" }));
    const form = await screen.findByRole("form", { name: "Nuevo segmento" });
    await events.type(within(form).getByRole("textbox", { name: /^Nombre/ }), "Compradores");
    await events.click(within(form).getByRole("radio", { name: "Acepta mensajes" }));
    await events.click(within(form).getByRole("button", { name: "Agregar condición" }));
    const condition = within(form).getByRole("group", { name: "Condición 1" });
    await events.click(within(condition).getByRole("combobox", { name: "Campo" }));
    await events.click(await screen.findByRole("option", { name: "Compras", hidden: true }));
    await events.click(within(condition).getByRole("combobox", { name: "Comparación" }));
    await events.click(await screen.findByRole("option", { name: "es mayor o posterior a", hidden: true }));
    await events.type(within(condition).getByRole("textbox", { name: "Valor" }), "1500");

    expect(await within(form).findByTestId("segment-count")).toHaveTextContent("2 contactos");
    const preview = within(form).getByTestId("segment-preview");
    expect(preview).toHaveTextContent("Ana Torres");
    expect(preview).toHaveTextContent("Beto Ríos");
    const expected = {
      labelIds: [],
      labelMatch: "any",
      fields: [{ key: "compras", operator: "after", value: "1500" }],
      optIn: "in",
      channel: "any",
      openChat: "any",
    };
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/contacts/CountSegment")).toEqual({ conditions: expected }),
    );
    // Counted after the typing settled, not once per key.
    const counts = await bodiesOf(calls, "/api/contacts/CountSegment");
    expect(counts.filter((body) => JSON.stringify(body).includes('"15"'))).toHaveLength(0);

    await events.click(within(form).getByRole("button", { name: "Guardar segmento" }));
    expect(await screen.findByText(SEGMENT_MESSAGES.saved)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/contacts/SaveSegment")).toEqual({
      name: "Compradores",
      conditions: expected,
    });
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "Nuevo segmento" })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's reasons next to the builder, and past the cap says there are more", async () => {
    const problem = SEGMENT_MESSAGES.valueRequired("Nivel");
    let refuse = true;
    const { events } = open("/contact?tab=segmentos", "ProviderAdmin", {
      "POST /api/contacts/CountSegment": () =>
        refuse ? fail(400, { error: [problem] }) : ok(page([ana], 10_000, true)),
      "POST /api/contacts/SaveSegment": fail(400, { error: [SEGMENT_MESSAGES.nameTaken, problem] }),
    });
    await events.click(
      within(await screen.findByTestId("segment-row")).getByRole("button", { name: "Editar Mayoreo activo" }),
    );
    const form = await screen.findByRole("form", { name: "Editar segmento" });
    expect(await within(form).findByTestId("segment-count-problems")).toHaveTextContent(problem);
    refuse = false;
    await events.click(within(form).getByRole("radio", { name: "Sin chat abierto" }));
    expect(await within(form).findByTestId("segment-count")).toHaveTextContent("Más de 10,000 contactos");

    await events.click(within(form).getByRole("button", { name: "Guardar segmento" }));
    expect(await within(form).findByTestId("segment-save-problems")).toHaveTextContent(problem);
    expect(within(form).getByText(SEGMENT_MESSAGES.nameTaken)).toBeInTheDocument();
  });

  it("the admin exports a segment's members and removes a segment after confirming", async () => {
    const { events, calls } = open("/contact?tab=segmentos", "ProviderAdmin", {
      "GET /api/admin/ExportContacts": new Response("\uFEFFNombre\r\nAna Torres\r\n", {
        headers: { "Content-Type": "text/csv; charset=utf-8" },
      }),
      "POST /api/contacts/RemoveSegment": ok({ id: 8 }, SEGMENT_MESSAGES.removed),
    });
    const row = await screen.findByTestId("segment-row");
    await events.click(
      within(row).getByRole("button", { name: "Exportar a CSV los contactos de Mayoreo activo" }),
    );
    expect(
      await screen.findByText("Se descargó Contactos.csv con los contactos de Mayoreo activo"),
    ).toBeInTheDocument();
    const exported = calls.find((request) => request.url.includes("/api/admin/ExportContacts"));
    expect(new URL(exported?.url ?? "http://x").searchParams.get("segment_id")).toBe("8");
    expect(saved.map((file) => file.name)).toEqual(["Contactos.csv"]);

    await events.click(within(row).getByRole("button", { name: "Eliminar Mayoreo activo" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar segmento" });
    expect(calls.some((request) => request.url.endsWith("/api/contacts/RemoveSegment"))).toBe(false);
    await events.click(within(dialog).getByRole("button", { name: "Eliminar segmento" }));
    expect(await screen.findByText(SEGMENT_MESSAGES.removed)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/contacts/RemoveSegment")).toEqual({ id: 8 });
  });

  it("an agent sees the segments and their members, without building, editing or exporting", async () => {
    open("/contact?tab=segmentos", "ProviderAgent");
    const row = await screen.findByTestId("segment-row");
    expect(within(row).getByRole("button", { name: "Ver contactos de Mayoreo activo" })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Editar|Eliminar|Exportar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nuevo segmento" })).not.toBeInTheDocument();
  });
});
