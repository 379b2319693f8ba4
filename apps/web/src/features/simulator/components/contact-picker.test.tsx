import { CHAT_MESSAGES } from "@consola/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { serverAnswering } from "../../../test/session";
import { ContactPicker } from "./contact-picker";

describe("simulator contact picker", () => {
  it("asks for a number the server can read before playing it", async () => {
    serverAnswering({ "POST /api/sandbox/Contacts": ok([]) });
    const onPlay = vi.fn();
    renderScreen(<ContactPicker scope={{ businessId: 1, named: false }} played={null} onPlay={onPlay} />, {
      path: "/simulator",
      route: "/simulator",
    });
    const events = userEvent.setup();
    const open = screen.getByRole("button", { name: "Abrir chat" });
    await events.click(open);
    expect(await screen.findByText(CHAT_MESSAGES.phoneRequired)).toBeInTheDocument();
    await events.type(screen.getByRole("textbox", { name: /Número del contacto/ }), "81123");
    await events.click(open);
    expect(await screen.findByText(CHAT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    await events.clear(screen.getByRole("textbox", { name: /Número del contacto/ }));
    await events.type(screen.getByRole("textbox", { name: /Número del contacto/ }), "8112345678");
    await events.click(open);
    expect(onPlay).toHaveBeenCalledWith({ phoneNumber: "+528112345678", name: "", channel: "whatsapp" });
  });
});
