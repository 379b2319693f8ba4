import { CHAT_MESSAGES, MESSAGES } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildActiveChat, buildMessage } from "../../../test/chats";
import { fail, ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { renderFeature } from "../testing/render-feature";
import { ChatComposer } from "./chat-composer";

const TEMPLATES = [
  {
    name: "seguimiento",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, ¿seguimos?",
    paramCount: 1,
  },
];

function bigFile(name: string, type: string, bytes: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

describe("ChatComposer", () => {
  it("offers free text while the contact wrote within 24 hours, and sends with Enter", async () => {
    const chat = buildActiveChat();
    const sent = buildMessage({ direction: "out", author: "agent", body: "Con gusto", status: "queued" });
    const { calls } = signedInAs("ProviderAgent", { routes: { "POST /api/wp/SendMessage": ok(sent) } });
    const recent = [buildMessage({ createdAt: new Date(Date.now() - 3_600_000).toISOString() })];
    renderFeature(<ChatComposer chat={chat} messages={recent} />);
    const box = await screen.findByRole("textbox", { name: "Mensaje" });
    await userEvent.type(box, "Con gusto{Enter}");
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/api/wp/SendMessage"))).toBe(true));
    const request = calls.find((call) => call.url.endsWith("/api/wp/SendMessage"));
    expect(await request?.json()).toEqual({
      conversationId: chat.id,
      message: "Con gusto",
      // The message's own id, which the stored copy echoes (the optimistic copy is matched by it).
      clientId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(box).toHaveValue("");
  });

  it("replaces the composer with the template picker when the window is closed", async () => {
    const chat = buildActiveChat({ lastInboundAt: new Date(Date.now() - 30 * 3_600_000).toISOString() });
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/wp/GetTemplateList": ok(TEMPLATES),
        "POST /api/wp/SendTemplate": ok(buildMessage({ direction: "out", type: "template" })),
      },
    });
    const old = [buildMessage({ createdAt: new Date(Date.now() - 30 * 3_600_000).toISOString() })];
    renderFeature(<ChatComposer chat={chat} messages={old} />);
    expect(await screen.findByText(CHAT_MESSAGES.windowClosed)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Mensaje" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Enviar plantilla" }));
    expect(await screen.findByText(CHAT_MESSAGES.templateRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Plantilla" })).toBeEnabled());
    await user.click(screen.getByRole("combobox", { name: "Plantilla" }));
    await user.click(await screen.findByRole("option", { name: "seguimiento", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Enviar plantilla" }));
    expect(await screen.findByText(CHAT_MESSAGES.templateParamsMismatch)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Valor 1" }), "Jorge");
    expect(screen.getByTestId("template-preview")).toHaveTextContent("Hola Jorge, ¿seguimos?");
    await user.click(screen.getByRole("button", { name: "Enviar plantilla" }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/api/wp/SendTemplate"))).toBe(true));
    const request = calls.find((call) => call.url.endsWith("/api/wp/SendTemplate"));
    expect(await request?.json()).toEqual({
      conversationId: chat.id,
      templateName: "seguimiento",
      language: "es_MX",
      params: ["Jorge"],
    });
  });

  it("switches to templates when the server says the window closed", async () => {
    const chat = buildActiveChat();
    signedInAs("ProviderAgent", {
      routes: {
        "POST /api/wp/SendMessage": fail(
          400,
          { error: [CHAT_MESSAGES.windowClosed] },
          CHAT_MESSAGES.windowClosed,
        ),
        "POST /api/wp/GetTemplateList": ok(TEMPLATES),
      },
    });
    const recent = [buildMessage({ createdAt: new Date(Date.now() - 60_000).toISOString() })];
    renderFeature(<ChatComposer chat={chat} messages={recent} />);
    const box = await screen.findByRole("textbox", { name: "Mensaje" });
    await userEvent.type(box, "Hola{Enter}");
    expect(await screen.findByTestId("window-closed-composer")).toBeInTheDocument();
  });

  it("refuses a file over the channel's limit before sending it", async () => {
    const { calls } = signedInAs("ProviderAgent");
    const recent = [buildMessage()];
    const { container } = renderFeature(<ChatComposer chat={buildActiveChat()} messages={recent} />);
    await screen.findByRole("textbox", { name: "Mensaje" });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, bigFile("foto.jpg", "image/jpeg", 6 * 1024 * 1024));
    expect(await screen.findByTestId("file-error")).toHaveTextContent(MESSAGES.uploadTooLarge("5 MB"));
    expect(screen.queryByTestId("selected-file")).not.toBeInTheDocument();

    // An SMS chat sends MMS: 5 MB for any file.
    await userEvent.upload(input, bigFile("manual.pdf", "application/pdf", 1024 * 1024));
    expect(await screen.findByTestId("selected-file")).toHaveTextContent("manual.pdf");
    expect(screen.queryByTestId("file-error")).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes("SendMedia"))).toBe(false);
  });

  it("tells an agent the contact opted out instead of offering to write", async () => {
    signedInAs("ProviderAgent");
    const chat = buildActiveChat({
      contact: { id: 5, name: "Ana", phoneNumber: "+528181234567", optIn: false },
    });
    renderFeature(<ChatComposer chat={chat} messages={[buildMessage()]} />);
    expect(await screen.findByText("El contacto pidió no recibir mensajes (opt-out).")).toBeInTheDocument();
  });

  it("sends an SMS chat's text through the SMS line", async () => {
    const chat = buildActiveChat({ channel: "sms", windowExpiresAt: null });
    const { calls } = signedInAs("ProviderAgent", {
      routes: { "POST /api/voip/SendSMS": ok(buildMessage({ direction: "out", body: "Listo" })) },
    });
    renderFeature(<ChatComposer chat={chat} messages={[]} />);
    await userEvent.type(await screen.findByRole("textbox", { name: "Mensaje" }), "Listo{Enter}");
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/api/voip/SendSMS"))).toBe(true));
    expect(calls.some((call) => call.url.endsWith("/api/wp/SendMessage"))).toBe(false);
  });
});
