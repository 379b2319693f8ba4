import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { checkOnLeave } from "./check-on-leave";

describe("checkOnLeave", () => {
  it("checks a field left for elsewhere, not one left for a button of its own form", () => {
    const check = vi.fn();
    render(
      <>
        <form>
          <input aria-label="Nombre" onBlur={checkOnLeave(check)} />
          <button type="submit">Guardar</button>
        </form>
        <button type="button">Fuera del formulario</button>
      </>,
    );
    const field = screen.getByRole("textbox", { name: "Nombre" });
    fireEvent.blur(field, { relatedTarget: screen.getByRole("button", { name: "Guardar" }) });
    expect(check).not.toHaveBeenCalled();
    fireEvent.blur(field, { relatedTarget: screen.getByRole("button", { name: "Fuera del formulario" }) });
    expect(check).toHaveBeenCalledTimes(1);
    fireEvent.blur(field, { relatedTarget: null });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
