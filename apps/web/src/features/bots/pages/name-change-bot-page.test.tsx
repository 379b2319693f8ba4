import { BOT_MESSAGES, type BotSettings, DEFAULT_BOT_TEXTS, type NameChangeTexts } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { NameChangeBotPage } from "./name-change-bot-page";

const texts: NameChangeTexts = {
  firstMessage: "Te tenemos registrado como _NAME_. ¿Quieres cambiar tu nombre?",
  yesOption: "Sí, cambiarlo",
  noOption: "No, así está bien",
  askName: 'Escribe tu nombre entre comillas, por ejemplo: "Ana López".',
  confirm: "¿Tu nombre es _NAME_?",
  done: "¡Gracias, _NAME_! Actualizamos tu nombre.",
  timeoutMinutes: 10,
};
const bots: BotSettings[] = [
  { type: "welcome", name: "Bot de bienvenida", active: false, texts: DEFAULT_BOT_TEXTS.welcome },
  { type: "name_change", name: "Bot de cambio de nombre", active: true, texts },
  { type: "selector", name: "Bot selector de área", active: false, texts: DEFAULT_BOT_TEXTS.selector },
];

function open(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<NameChangeBotPage />, "/config/configBusinessNameChatBot", {
    "POST /api/admin/ListChatBot": ok(bots),
    ...routes,
  });
}

const saveBodies = (calls: Request[]) => bodiesOf(calls, "/api/admin/SaveChatBot");

describe("name-change bot screen", () => {
  it("loads the four steps and previews the whole exchange", async () => {
    open();
    expect(await screen.findByRole("textbox", { name: "Primer mensaje" })).toHaveValue(texts.firstMessage);
    expect(screen.getByRole("textbox", { name: "Opción para cambiarlo" })).toHaveValue(texts.yesOption);
    expect(screen.getByRole("textbox", { name: /Tiempo de espera/ })).toHaveValue("10");
    expect(screen.getByRole("switch", { name: /^Activo/ })).toBeChecked();
    expect(screen.getByTestId("preview-first")).toHaveTextContent(
      "Te tenemos registrado como María Pérez. ¿Quieres cambiar tu nombre?Sí, cambiarloNo, así está bien",
    );
    expect(screen.getByTestId("preview-answer")).toHaveTextContent('"Ana López"');
    expect(screen.getByTestId("preview-confirm")).toHaveTextContent("¿Tu nombre es Ana López?SíNo");
    expect(screen.getByTestId("preview-done")).toHaveTextContent(
      "¡Gracias, Ana López! Actualizamos tu nombre.",
    );
  });

  it("an empty field is 'Completa todos los campos', checked before sending", async () => {
    const { events, calls } = open();
    const ask = await screen.findByRole("textbox", { name: "Pedir el nombre" });
    await events.clear(ask);
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByTestId("form-error")).toHaveTextContent(BOT_MESSAGES.completeAllFields);
    expect(ask).toHaveAttribute("aria-invalid", "true");
    expect(await saveBodies(calls)).toEqual([]);
  });

  it("inserts _NAME_ at the cursor of the field it belongs to", async () => {
    const { events } = open();
    const done = await screen.findByRole("textbox", { name: "Nombre guardado" });
    await events.clear(done);
    await events.type(done, "Listo, ");
    await events.click(screen.getByRole("button", { name: "Insertar _NAME_ en Nombre guardado" }));
    expect(done).toHaveValue("Listo, _NAME_");
    expect(screen.getByTestId("preview-done")).toHaveTextContent("Listo, Ana López");
  });

  it("saves every text, trimmed, with the switch and the timeout", async () => {
    const { events, calls } = open({
      "POST /api/admin/SaveChatBot": ok(bots[1], BOT_MESSAGES.saved),
    });
    const yes = await screen.findByRole("textbox", { name: "Opción para cambiarlo" });
    await events.clear(yes);
    await events.type(yes, " Sí, por favor ");
    const timeout = screen.getByRole("textbox", { name: /Tiempo de espera/ });
    await events.clear(timeout);
    await events.type(timeout, "15");
    await events.click(screen.getByRole("switch", { name: /^Activo/ }));
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(BOT_MESSAGES.saved)).toBeInTheDocument();
    expect(await saveBodies(calls)).toEqual([
      {
        type: "name_change",
        active: false,
        texts: { ...texts, yesOption: "Sí, por favor", timeoutMinutes: 15 },
      },
    ]);
  });

  it("puts the server's refusal on its field", async () => {
    const { events } = open({
      "POST /api/admin/SaveChatBot": fail(400, null, BOT_MESSAGES.timeoutInvalid),
    });
    const timeout = await screen.findByRole("textbox", { name: /Tiempo de espera/ });
    await events.clear(timeout);
    await events.type(timeout, "20");
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(timeout).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText(BOT_MESSAGES.timeoutInvalid)).toBeInTheDocument();
    expect(screen.queryByTestId("form-error")).not.toBeInTheDocument();
  });
});
