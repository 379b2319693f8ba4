import type { FocusEvent } from "react";

/**
 * A field's check when the person leaves it, except when they leave it for a button of the same form (Guardar,
 * Cancelar): an error appearing under the field on the way would push the button from under the pointer and
 * the click would be lost. Guardar checks every field at once anyway, and Cancelar needs no check.
 */
export function checkOnLeave(check: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const form = event.currentTarget.closest("form");
    if (next instanceof HTMLButtonElement && form !== null && next.closest("form") === form) return;
    check();
  };
}
