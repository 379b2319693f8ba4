import { LABEL_MESSAGES, type Label } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { LabelsPage } from "./labels-page";

const frecuente: Label = {
  id: 1,
  name: "Cliente frecuente",
  color: "gray",
  description: "Compra cada mes",
  active: true,
};
const mayoreo: Label = { id: 2, name: "Mayoreo", color: "red", description: "", active: false };

function open(routes: Record<string, FakeReply> = {}, labels: Label[] = [frecuente, mayoreo]) {
  return openAsAdmin(<LabelsPage />, "/config/labels", {
    "POST /api/labels/ListLabels": ok(labels),
    ...routes,
  });
}

/** jsdom matches no media query, so the screen shows its table, not the phone cards. */
const table = () => screen.findByTestId("labels-table");

describe("labels screen", () => {
  it("lists the labels in the server's order with their chip, description and state", async () => {
    const { events } = open();
    const rows = within(await table()).getAllByTestId("label-row");
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Cliente frecuente",
      "Mayoreo",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("Compra cada mes")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByTestId("label-status")).toHaveTextContent("Activa");
    expect(within(rows[1] as HTMLElement).getByTestId("label-status")).toHaveTextContent("Inactiva");
    expect(within(rows[1] as HTMLElement).getByText("Sin descripción")).toBeInTheDocument();
    expect(screen.getByTestId("labels-count")).toHaveTextContent("2 etiquetas");
    await events.type(screen.getByRole("searchbox", { name: "Buscar etiquetas" }), "compra");
    expect(within(await table()).getAllByTestId("label-row")).toHaveLength(1);
  });

  it("says so when the business has no labels yet", async () => {
    open({}, []);
    expect(await screen.findByText("Todavía no hay etiquetas")).toBeInTheDocument();
  });

  it("requires a name with the schema's words, then saves a new label in the colour picked", async () => {
    const { events, calls } = open({
      "POST /api/labels/SaveLabel": ok(
        { ...frecuente, id: 7, name: "VIP", color: "violet" },
        LABEL_MESSAGES.saved,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Nueva etiqueta" }));
    const dialog = await screen.findByRole("dialog", { name: "Nueva etiqueta" });
    const name = within(dialog).getByRole("textbox", { name: "Nombre" });
    await events.type(name, "   {Enter}");
    expect(await within(dialog).findByText(LABEL_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/SaveLabel"))).toBe(false);

    // A new label starts in a colour no label wears yet: gray and red are taken.
    const colors = within(dialog).getByRole("radiogroup", { name: "Color" });
    expect(within(colors).getByRole("radio", { name: "Rosa" })).toBeChecked();
    await events.click(within(colors).getByRole("radio", { name: "Violeta" }));
    await events.clear(name);
    await events.type(name, " VIP ");
    await events.type(within(dialog).getByRole("textbox", { name: "Descripción" }), "Atención preferente");
    await events.click(within(dialog).getByRole("button", { name: "Guardar etiqueta" }));
    expect(await screen.findByText(LABEL_MESSAGES.saved)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/labels/SaveLabel")).toEqual([
      { name: "VIP", color: "violet", description: "Atención preferente", active: true },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nueva etiqueta" })).toBeNull());
  });

  it("edits a label with its values in place, and shows the server's refusal on the name", async () => {
    const { events, calls } = open({
      "POST /api/labels/SaveLabel": fail(400, null, LABEL_MESSAGES.nameTaken),
    });
    await events.click(within(await table()).getByRole("button", { name: "Editar Mayoreo" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar etiqueta" });
    expect(within(dialog).getByRole("radio", { name: "Rojo" })).toBeChecked();
    expect(within(dialog).getByRole("switch", { name: /^Activa/ })).not.toBeChecked();
    const name = within(dialog).getByRole("textbox", { name: "Nombre" });
    await events.clear(name);
    await events.type(name, "Cliente frecuente");
    await events.click(within(dialog).getByRole("switch", { name: /^Activa/ }));
    await events.click(within(dialog).getByRole("button", { name: "Guardar etiqueta" }));
    expect(await within(dialog).findAllByText(LABEL_MESSAGES.nameTaken)).not.toHaveLength(0);
    expect(await bodiesOf(calls, "/api/labels/SaveLabel")).toEqual([
      { id: 2, name: "Cliente frecuente", color: "red", description: "", active: true },
    ]);
  });

  it("removes only after a confirmation, and shows the server's word on what happened", async () => {
    const { events, calls } = open({
      "POST /api/labels/RemoveLabel": ok({ outcome: "deactivated" }, LABEL_MESSAGES.deactivatedInUse),
    });
    await events.click(within(await table()).getByRole("button", { name: "Eliminar Cliente frecuente" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar etiqueta" });
    expect(within(dialog).getByText("¿Eliminar la etiqueta «Cliente frecuente»?")).toBeInTheDocument();
    expect(within(dialog).getByText(/se desactiva/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(calls.some((request) => request.url.endsWith("/RemoveLabel"))).toBe(false);
    await events.click(within(await table()).getByRole("button", { name: "Eliminar Cliente frecuente" }));
    await events.click(
      within(await screen.findByRole("dialog", { name: "Eliminar etiqueta" })).getByRole("button", {
        name: "Eliminar",
      }),
    );
    expect(await screen.findByText(LABEL_MESSAGES.deactivatedInUse)).toBeInTheDocument();
    await waitFor(async () => expect(await bodiesOf(calls, "/api/labels/RemoveLabel")).toEqual([{ id: 1 }]));
  });
});
