import { BOT_MESSAGES, type BotSelector } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConfigBusinessProvider } from "../../../data/config";
import { sessionQueryKeys } from "../../../lib/session/session-api";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { SelectorBotPage } from "./selector-bot-page";

const selector: BotSelector = {
  active: false,
  texts: {
    message: "¿Con qué área quieres hablar, _NAME_?",
    chosenMessage: "Te comunicamos con _AREA_.",
    areas: [
      { areaId: 1, label: "" },
      { areaId: 2, label: "Refacciones" },
    ],
    timeoutMinutes: 10,
  },
  areas: [
    { id: 1, name: "Ventas" },
    { id: 2, name: "Taller" },
    { id: 3, name: "Cobranza" },
    { id: 4, name: "Garantías" },
  ],
  waiting: 0,
};

function open(routes: Record<string, FakeReply> = {}, answer: BotSelector = selector) {
  return openAsAdmin(<SelectorBotPage />, "/config/SelectorAreaChatBot", {
    "POST /api/selector/GetBotSelector": ok(answer),
    ...routes,
  });
}

const menuNames = () =>
  screen
    .getAllByTestId("menu-area")
    .map((row) => within(row).getByRole("textbox").getAttribute("placeholder"));

describe("area selector bot screen", () => {
  it("loads the menu in order and previews it as WhatsApp buttons and as numbered SMS", async () => {
    const { events } = open();
    expect(await screen.findByRole("textbox", { name: "Pregunta del menú" })).toHaveValue(
      selector.texts.message,
    );
    expect(menuNames()).toEqual(["Ventas", "Taller"]);
    expect(screen.getByRole("textbox", { name: "Texto en el menú para Taller" })).toHaveValue("Refacciones");
    const menu = screen.getByTestId("preview-menu");
    expect(
      within(menu)
        .getAllByTestId("preview-option")
        .map((option) => option.textContent),
    ).toEqual(["Ventas", "Refacciones"]);
    expect(screen.getByTestId("preview-chosen")).toHaveTextContent("Te comunicamos con Ventas.");
    await events.click(screen.getByRole("radio", { name: "SMS" }));
    expect(screen.getByTestId("preview-menu")).toHaveTextContent(
      "¿Con qué área quieres hablar, María Pérez? 1. Ventas 2. Refacciones",
      { normalizeWhitespace: true },
    );
  });

  it("reorders with up and down, keeps the focus on the moved area and announces it", async () => {
    const { events } = open();
    const down = await screen.findByRole("button", { name: "Bajar Ventas" });
    await events.click(down);
    expect(menuNames()).toEqual(["Taller", "Ventas"]);
    expect(screen.getByTestId("areas-announcement")).toHaveTextContent("Ventas ahora es la opción 2 de 2.");
    // Ventas is last now: its "down" is off, so the focus went to its "up".
    await waitFor(() => expect(screen.getByRole("button", { name: "Subir Ventas" })).toHaveFocus());
    await events.keyboard("{Enter}");
    expect(menuNames()).toEqual(["Ventas", "Taller"]);
    expect(screen.getByTestId("areas-announcement")).toHaveTextContent("Ventas ahora es la opción 1 de 2.");
  });

  it("adds, labels and removes areas, then saves the menu in order", async () => {
    const { events, calls } = open({
      "POST /api/selector/SaveBot": ok(selector, BOT_MESSAGES.saved),
    });
    await events.click(await screen.findByRole("combobox", { name: "Agregar área" }));
    await events.click(await screen.findByRole("option", { name: "Garantías", hidden: true }));
    await events.click(screen.getByRole("button", { name: "Agregar" }));
    expect(menuNames()).toEqual(["Ventas", "Taller", "Garantías"]);
    await events.type(screen.getByRole("textbox", { name: "Texto en el menú para Garantías" }), " Garantía ");
    await events.click(screen.getByRole("button", { name: "Quitar Ventas del menú" }));
    expect(menuNames()).toEqual(["Taller", "Garantías"]);
    await events.click(screen.getByRole("button", { name: "Subir Garantías" }));

    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(BOT_MESSAGES.saved)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/selector/SaveBot")).toEqual([
      {
        message: selector.texts.message,
        chosenMessage: selector.texts.chosenMessage,
        areas: [
          { areaId: 4, label: "Garantía" },
          { areaId: 2, label: "Refacciones" },
        ],
        timeoutMinutes: 10,
      },
    ]);
  });

  it("more than three areas show as a WhatsApp list", async () => {
    const { events } = open();
    for (const name of ["Cobranza", "Garantías"]) {
      await events.click(await screen.findByRole("combobox", { name: "Agregar área" }));
      await events.click(await screen.findByRole("option", { name, hidden: true }));
      await events.click(screen.getByRole("button", { name: "Agregar" }));
    }
    expect(screen.getByTestId("preview-list-button")).toHaveTextContent("Ver opciones");
    expect(screen.getByTestId("preview-how")).toHaveTextContent("como una lista");
  });

  it("checks the texts before sending and shows the server's refusal by the areas", async () => {
    const { events, calls } = open({
      "POST /api/selector/SaveBot": fail(400, null, BOT_MESSAGES.selectorAreaMissing),
    });
    const question = await screen.findByRole("textbox", { name: "Pregunta del menú" });
    await events.clear(question);
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(BOT_MESSAGES.selectorMessageRequired)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/selector/SaveBot")).toEqual([]);
    await events.type(question, "¿Con quién?");
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByTestId("areas-error")).toHaveTextContent(BOT_MESSAGES.selectorAreaMissing);
  });

  it("inserts _AREA_ in the chosen text", async () => {
    const { events } = open();
    const chosen = await screen.findByRole("textbox", { name: "Mensaje al elegir un área" });
    await events.clear(chosen);
    await events.type(chosen, "Listo: ");
    await events.click(screen.getByRole("button", { name: "Insertar _AREA_ en Mensaje al elegir un área" }));
    expect(chosen).toHaveValue("Listo: _AREA_");
    expect(screen.getByTestId("preview-chosen")).toHaveTextContent("Listo: Ventas");
  });

  it("switches on at once, and off only after saying how many chats go to the general queue", async () => {
    let stored = selector;
    const { events, calls } = open({
      "POST /api/selector/GetBotSelector": () => ok(stored),
      "POST /api/selector/SetStatusBot": async (request) => {
        const body = (await request.clone().json()) as { active: boolean };
        stored = { ...selector, active: body.active, waiting: 2 };
        return ok(stored);
      },
    });
    await events.click(await screen.findByRole("switch", { name: /^Bot activo/ }));
    expect(await screen.findByTestId("selector-waiting")).toHaveTextContent(
      "2 chats esperan ahora en el menú.",
    );
    await events.click(screen.getByRole("switch", { name: /^Bot activo/ }));
    const dialog = await screen.findByRole("dialog", { name: "Desactivar el bot selector" });
    expect(dialog).toHaveTextContent("¿Desactivar el bot? 2 chats esperan ahora en el menú.");
    await events.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    await waitFor(() => expect(screen.getByRole("switch", { name: /^Bot activo/ })).not.toBeChecked());
    expect(await bodiesOf(calls, "/api/selector/SetStatusBot")).toEqual([
      { active: true },
      { active: false },
    ]);
  });

  it("says the menu needs an area before switching on, and links to the areas when there are none", async () => {
    const { events, calls } = open({}, { ...selector, texts: { ...selector.texts, areas: [] }, areas: [] });
    await events.click(await screen.findByRole("switch", { name: /^Bot activo/ }));
    expect(await screen.findByText(BOT_MESSAGES.selectorNoAreas)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/selector/SetStatusBot")).toEqual([]);
    expect(screen.getByRole("link", { name: "Crear áreas" })).toHaveAttribute("href", "/config/areasCompany");
  });

  it("under the business panel, reads the chosen business's menu and links to its areas in the panel", async () => {
    const { calls } = signedInAs("Super", {
      routes: {
        "POST /api/selector/GetBotSelector": ok({
          ...selector,
          texts: { ...selector.texts, areas: [] },
          areas: [],
        }),
      },
    });
    renderScreen(
      <ConfigBusinessProvider businessId={7}>
        <SelectorBotPage />
      </ConfigBusinessProvider>,
      {
        path: "/admin/business/panel/chatbot/selector?business_id=7",
        route: "/admin/business/panel/chatbot/selector",
      },
    );
    expect(await screen.findByRole("link", { name: "Crear áreas" })).toHaveAttribute(
      "href",
      "/admin/business/panel/area?business_id=7",
    );
    const [firstRead] = calls.filter(
      (request) => new URL(request.url).pathname === "/api/selector/GetBotSelector",
    );
    expect(new URL(firstRead?.url ?? "").searchParams.get("business_id")).toBe("7");
  });

  it("under the business panel, switching the chosen business's selector leaves one's own profile alone", async () => {
    let stored = selector;
    const { calls, profile } = signedInAs("Super", {
      routes: {
        "POST /api/selector/GetBotSelector": () => ok(stored),
        "POST /api/selector/SetStatusBot": () => {
          stored = { ...selector, active: true };
          return ok(stored);
        },
      },
    });
    const { queryClient } = renderScreen(
      <ConfigBusinessProvider businessId={7}>
        <SelectorBotPage />
      </ConfigBusinessProvider>,
      {
        path: "/admin/business/panel/chatbot/selector?business_id=7",
        route: "/admin/business/panel/chatbot/selector",
      },
    );
    const sent = (path: string) => calls.filter((request) => new URL(request.url).pathname === path);
    const switchOn = await screen.findByRole("switch", { name: /^Bot activo/ });
    queryClient.setQueryData(sessionQueryKeys.profile, profile);
    await userEvent.setup().click(switchOn);
    await waitFor(() => expect(screen.getByRole("switch", { name: /^Bot activo/ })).toBeChecked());
    const [status] = sent("/api/selector/SetStatusBot");
    expect(new URL(status?.url ?? "").searchParams.get("business_id")).toBe("7");
    expect(await status?.clone().json()).toEqual({ active: true });
    // "Chats con el BOT" is the caller's own menu: the chosen business's switch does not touch it.
    expect(queryClient.getQueryState(sessionQueryKeys.profile)?.isInvalidated).toBe(false);
  });
});
