import { CHAT_MESSAGES, MESSAGES } from "@consola/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { renderFeature } from "../testing/render-feature";
import { NewChatDialog } from "./new-chat-dialog";

describe("new chat dialog", () => {
  it("asks for a number the server can read and, by SMS, for the text, before sending anything", async () => {
    const { calls } = signedInAs("ProviderAgent", { routes: { "POST /api/wp/GetTemplateList": ok([]) } });
    renderFeature(<NewChatDialog opened onClose={() => {}} onStarted={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByText("SMS"));
    const submit = await screen.findByRole("button", { name: "Iniciar chat" });

    await user.click(submit);
    expect(await screen.findByText(CHAT_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.quickAnswerRequired)).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: /Número del contacto/ }), "81123");
    await user.click(submit);
    expect(await screen.findByText(CHAT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes("SendNew"))).toBe(false);
  });

  it("checks the number before a WhatsApp template too", async () => {
    signedInAs("ProviderAgent", { routes: { "POST /api/wp/GetTemplateList": ok([]) } });
    renderFeature(<NewChatDialog opened onClose={() => {}} onStarted={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Iniciar chat" }));
    expect(await screen.findByText(CHAT_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(CHAT_MESSAGES.templateRequired)).toBeInTheDocument();
  });
});
