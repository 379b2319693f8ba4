import { HUB_EVENTS, type QuickAnswer } from "@consola/shared";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfigHubSync } from "../../../data/config";
import { buildActiveChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { renderFeature } from "../testing/render-feature";
import { TextComposer } from "./text-composer";

const answer = (id: number, message: string, shortcut: string): QuickAnswer => ({
  id,
  message,
  shortcut,
  areaId: null,
  areaName: null,
});

const ANSWERS = [
  answer(1, "Buenos días, ¿en qué te ayudo?", "saludo"),
  answer(2, "El envío tarda 3 días hábiles", "envio"),
  answer(3, "Gracias por tu compra", "gracias"),
];

function renderComposer(answers: () => QuickAnswer[] = () => ANSWERS) {
  signedInAs("ProviderAgent", {
    routes: { "POST /api/business/ListQuicklyAnswer": () => ok(answers()) },
  });
  const onSend = vi.fn();
  const view = renderFeature(
    <>
      <ConfigHubSync />
      <TextComposer chat={buildActiveChat()} sending={false} onSend={onSend} />
    </>,
  );
  return { ...view, onSend, box: screen.getByRole("textbox", { name: "Mensaje" }) };
}

/** Each option's answer text (after its shortcut badge). */
const options = () => screen.getAllByRole("option").map((option) => option.lastElementChild?.textContent);

describe("the composer's / picker", () => {
  it("opens on a / that starts a word, filters as you type, and inserts with the arrows and Enter", async () => {
    const { box, onSend } = renderComposer();
    const user = userEvent.setup();
    await user.type(box, "Hola y/o");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, "Hola /");
    expect(await screen.findByRole("listbox", { name: "Respuestas rápidas" })).toBeInTheDocument();
    expect(options()).toHaveLength(3);
    await user.type(box, "dias");
    expect(options()).toEqual(["Buenos días, ¿en qué te ayudo?", "El envío tarda 3 días hábiles"]);
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[1]?.id);
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Hola El envío tarda 3 días hábiles");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    // Enter chose the answer; it did not send the message.
    expect(onSend).not.toHaveBeenCalled();
    // The caret is after the answer: typing goes on from there.
    await user.type(box, ".");
    expect(box).toHaveValue("Hola El envío tarda 3 días hábiles.");
  });

  it("finds answers by shortcut first, says when nothing matches, and Escape closes it", async () => {
    const { box, onSend } = renderComposer();
    const user = userEvent.setup();
    await user.type(box, "/grac");
    expect(await screen.findAllByRole("option")).toHaveLength(1);
    await user.type(box, "zz");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Ninguna respuesta coincide con «/graczz»");
    await user.type(box, "{Backspace}{Backspace}");
    expect(await screen.findAllByRole("option")).toHaveLength(1);
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("quick-answer-picker")).not.toBeInTheDocument();
    // Closed for this word: Enter now sends what was typed.
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ text: "/grac" }), expect.any(Function));
  });

  it("a click picks an answer too", async () => {
    const { box } = renderComposer();
    const user = userEvent.setup();
    await user.type(box, "Te comento: /env");
    await user.click(await screen.findByRole("option", { name: /El envío tarda/ }));
    expect(box).toHaveValue("Te comento: El envío tarda 3 días hábiles");
  });

  it("shows an answer saved in another console while it is open (ConfigChanged)", async () => {
    let answers = ANSWERS;
    const { box, hub } = renderComposer(() => answers);
    const user = userEvent.setup();
    await user.type(box, "/pre");
    expect(await screen.findByRole("status")).toBeInTheDocument();
    answers = [...ANSWERS, answer(4, "El precio incluye IVA", "precio")];
    act(() => hub.emit(HUB_EVENTS.configChanged, { businessId: 1, what: "quickAnswers" }));
    await waitFor(() => expect(options()).toEqual(["El precio incluye IVA"]));
  });
});
