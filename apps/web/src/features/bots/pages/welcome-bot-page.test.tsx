import { BOT_MESSAGES, type BotSettings, DEFAULT_BOT_TEXTS } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConfigBusinessProvider } from "../../../data/config";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { buildBusinessListItem } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { WelcomeBotPage } from "./welcome-bot-page";

const bots: BotSettings[] = [
  { type: "welcome", name: "Bot de bienvenida", active: false, texts: { message: "Hola _NAME_." } },
  {
    type: "name_change",
    name: "Bot de cambio de nombre",
    active: false,
    texts: DEFAULT_BOT_TEXTS.name_change,
  },
  { type: "selector", name: "Bot selector de área", active: false, texts: DEFAULT_BOT_TEXTS.selector },
];

function open(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<WelcomeBotPage />, "/config/WelcomeMessageChatBot", {
    "POST /api/admin/ListChatBot": ok(bots),
    ...routes,
  });
}

const saveBodies = (calls: Request[]) => bodiesOf(calls, "/api/admin/SaveChatBot");

describe("welcome bot screen", () => {
  it("loads the text and previews it with the business and a sample contact", async () => {
    open();
    const message = await screen.findByRole("textbox", { name: "Mensaje de bienvenida" });
    expect(message).toHaveValue("Hola _NAME_.");
    expect(screen.getByRole("switch", { name: /^Activo/ })).not.toBeChecked();
    expect(screen.getByTestId("welcome-preview-message")).toHaveTextContent("Hola María Pérez.");
  });

  it("inserts a placeholder where the cursor is and the preview follows", async () => {
    const { events } = open();
    const message = await screen.findByRole("textbox", { name: "Mensaje de bienvenida" });
    (message as HTMLTextAreaElement).setSelectionRange(4, 4);
    await events.click(screen.getByRole("button", { name: "Insertar _BUSINESS_ en Mensaje de bienvenida" }));
    expect(message).toHaveValue("Hola_BUSINESS_ _NAME_.");
    expect(screen.getByTestId("welcome-preview-message")).toHaveTextContent(
      "HolaRefaccionaria del Norte María Pérez.",
    );
    expect(screen.getByTestId("unsaved")).toBeInTheDocument();
  });

  it("asks for the text before sending, then saves switch and text", async () => {
    // The server keeps what is saved: the list read again after the save has it.
    let stored = bots;
    const { events, calls } = open({
      "POST /api/admin/ListChatBot": () => ok(stored),
      "POST /api/admin/SaveChatBot": () => {
        const welcome = {
          ...bots[0],
          active: true,
          texts: { message: "Bienvenido a _BUSINESS_" },
        } as BotSettings;
        stored = [welcome, ...bots.slice(1)];
        return ok(welcome, BOT_MESSAGES.saved);
      },
    });
    const message = await screen.findByRole("textbox", { name: "Mensaje de bienvenida" });
    await events.clear(message);
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(BOT_MESSAGES.welcomeRequired)).toBeInTheDocument();
    expect(await saveBodies(calls)).toEqual([]);

    await events.type(message, "  Bienvenido a _BUSINESS_ ");
    await events.click(screen.getByRole("switch", { name: /^Activo/ }));
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(BOT_MESSAGES.saved)).toBeInTheDocument();
    expect(await saveBodies(calls)).toEqual([
      { type: "welcome", active: true, texts: { message: "Bienvenido a _BUSINESS_" } },
    ]);
    await waitFor(() => expect(screen.queryByTestId("unsaved")).not.toBeInTheDocument());
  });

  it("shows the server's refusal by the field", async () => {
    const { events } = open({
      "POST /api/admin/SaveChatBot": fail(400, null, BOT_MESSAGES.textTooLong),
    });
    const message = await screen.findByRole("textbox", { name: "Mensaje de bienvenida" });
    await events.type(message, " más");
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(BOT_MESSAGES.textTooLong)).toBeInTheDocument();
    expect(message).toHaveAttribute("aria-invalid", "true");
  });

  it("under the business panel, reads and saves the chosen business's bot and previews that business", async () => {
    const cafe = buildBusinessListItem({ id: 7 });
    const { calls } = signedInAs("Super", {
      routes: {
        "POST /api/admin/ListChatBot": ok(bots),
        "POST /api/admin/ListBusiness": ok({ items: [cafe], next: null }),
        "POST /api/admin/SaveChatBot": ok(bots[0], BOT_MESSAGES.saved),
      },
    });
    renderScreen(
      <ConfigBusinessProvider businessId={7}>
        <WelcomeBotPage />
      </ConfigBusinessProvider>,
      {
        path: "/admin/business/panel/chatbot/welcome?business_id=7",
        route: "/admin/business/panel/chatbot/welcome",
      },
    );
    const message = await screen.findByRole("textbox", { name: "Mensaje de bienvenida" });
    const sent = (path: string) => calls.filter((request) => new URL(request.url).pathname === path);
    const [firstRead] = sent("/api/admin/ListChatBot");
    expect(new URL(firstRead?.url ?? "").searchParams.get("business_id")).toBe("7");
    // The preview names the chosen business, not the one of the caller's session.
    const preview = screen.getByTestId("welcome-preview");
    expect(await within(preview).findByText("Café Andino")).toBeInTheDocument();
    expect(preview).toHaveTextContent("Café Andino dice:");
    expect(preview).not.toHaveTextContent("Refaccionaria del Norte");

    const events = userEvent.setup();
    await events.type(message, " Bienvenido.");
    await events.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText(BOT_MESSAGES.saved)).toBeInTheDocument();
    const [save] = sent("/api/admin/SaveChatBot");
    expect(new URL(save?.url ?? "").searchParams.get("business_id")).toBe("7");
    expect(await save?.clone().json()).not.toHaveProperty("business_id");
  });
});
