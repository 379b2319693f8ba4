import type { Label } from "@consola/shared";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { LabelPicker } from "./label-picker";

// The popover hides itself while its button is out of view, which is every element of jsdom (it lays nothing
// out): the queries look at hidden elements too, as the other dropdowns' tests do.
const hidden = true;

const LABELS: Label[] = [
  { id: 1, name: "Mayoreo", color: "blue", description: "", active: true },
  { id: 2, name: "Garantía", color: "orange", description: "", active: true },
  { id: 3, name: "Antiguo", color: "gray", description: "", active: false },
  { id: 4, name: "Sin usar", color: "red", description: "", active: false },
];

/** The picker over a record whose ids follow each change, as the cache does. */
function Harness({
  initial,
  onChange,
}: {
  initial: number[];
  onChange: (add: number[], remove: number[]) => void;
}) {
  const [ids, setIds] = useState(initial);
  return (
    <LabelPicker
      labels={LABELS}
      ids={ids}
      of="chat"
      onChange={(add, remove) => {
        onChange(add, remove);
        setIds((current) => [...current, ...add].filter((id) => !remove.includes(id)));
      }}
    />
  );
}

function renderPicker(initial: number[]) {
  const onChange = vi.fn();
  render(
    <AppProviders>
      <Harness initial={initial} onChange={onChange} />
    </AppProviders>,
  );
  return { onChange, events: userEvent.setup() };
}

describe("label picker", () => {
  it("opens from the keyboard, toggles a label with Space and closes with Escape back on its button", async () => {
    const { onChange, events } = renderPicker([]);
    const button = screen.getByRole("button", { name: "Etiquetas" });
    await events.tab();
    expect(button).toHaveFocus();
    await events.keyboard("{Enter}");
    // The dropdown fades in: its boxes are there once it shows.
    const mayoreo = await screen.findByRole("checkbox", { name: "Mayoreo", hidden });
    // jsdom names no hidden element, so the dialog's name is read off its attribute.
    const dialog = screen.getByRole("dialog", { hidden });
    expect(dialog).toHaveAttribute("aria-label", "Etiquetas del chat");
    expect(button).toHaveAttribute("aria-expanded", "true");

    // Focus moved into the list: the first label's box.
    await waitFor(() => expect(mayoreo).toHaveFocus());
    await events.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith([1], []);
    expect(mayoreo).toBeChecked();

    await events.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith([], [1]);
    expect(mayoreo).not.toBeChecked();

    await events.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith([1], []);

    await events.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("lists the active labels and the inactive ones the record still carries, which can only come off", async () => {
    const { onChange, events } = renderPicker([3]);
    await events.click(screen.getByRole("button", { name: "Etiquetas" }));
    await screen.findByRole("checkbox", { name: "Mayoreo", hidden });
    expect(screen.getAllByRole("checkbox", { hidden }).map((box) => box.getAttribute("aria-label"))).toEqual([
      "Mayoreo",
      "Garantía",
      "Antiguo (desactivada)",
    ]);
    const antiguo = screen.getByRole("checkbox", { name: "Antiguo (desactivada)", hidden });
    expect(antiguo).toBeChecked();
    await events.click(antiguo);
    expect(onChange).toHaveBeenLastCalledWith([], [3]);
  });
});
