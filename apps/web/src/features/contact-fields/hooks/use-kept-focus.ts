import { useEffect, useRef } from "react";

type Target = { key: string; fallback: string };

/**
 * Keeps the focus on a row's button when the rows change order: the browser drops the focus of an element
 * the list moves, which would throw a keyboard user back to the top of the page. `order` changes with the
 * rows' order; after it does, the button asked for (or its fallback, when it is now disabled) gets the focus.
 */
export function useKeptFocus(order: string) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const wanted = useRef<Target | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' order is what moves the buttons
  useEffect(() => {
    const target = wanted.current;
    if (!target) return;
    wanted.current = null;
    const button = buttons.current.get(target.key);
    (button && !button.disabled ? button : buttons.current.get(target.fallback))?.focus();
  }, [order]);

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const focusAfter = (key: string, fallback: string) => {
    wanted.current = { key, fallback };
  };
  return { keep, focusAfter };
}
