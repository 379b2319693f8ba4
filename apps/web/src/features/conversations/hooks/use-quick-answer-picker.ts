import type { QuickAnswer } from "@consola/shared";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useQuickAnswerList } from "../../../data/config/quick-answers-api";
import { insertAnswer, matchQuickAnswers, slashTokenAt } from "../components/quick-answer-matching";

type PickerInput = {
  text: string;
  setText: (text: string) => void;
};

/**
 * The composer's "/" picker: typing "/" at the start of a word opens the business's quick answers filtered
 * by the word typed after it (shortcut and text); ↑/↓ move, Enter or Tab insert, Escape closes. The list is
 * the live one of data/config, so an answer saved in /config shows up while the picker is open.
 */
export function useQuickAnswerPicker({ text, setText }: PickerInput) {
  const answers = useQuickAnswerList();
  const listId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // Escape closes the picker for this "/" only: the next "/" opens it again.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const token = slashTokenAt(text, Math.min(caret, text.length));
  const query = token?.query;
  const matches = useMemo(
    () => (query === undefined ? [] : matchQuickAnswers(answers.data ?? [], query)),
    [answers.data, query],
  );
  const open = token !== null && token.start !== dismissedAt && answers.isSuccess;
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));

  // A new word, a new list: start again at the first answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the word changes
  useEffect(() => setActive(0), [query, token?.start]);
  const noToken = token === null;
  useEffect(() => {
    if (noToken) setDismissedAt(null);
  }, [noToken]);

  // After an insert, the caret goes right after the answer (once React has put the new text in the box).
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (pendingCaret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  });

  const pick = (answer: QuickAnswer) => {
    if (!token) return;
    const next = insertAnswer(text, token, answer.message);
    pendingCaret.current = next.caret;
    setText(next.text);
  };

  /** Keep the caret position the "/word" is read at (typing, clicking, arrow keys in the text). */
  const track = (element: HTMLTextAreaElement) => setCaret(element.selectionStart ?? element.value.length);

  /** Handles the picker's keys while it is open; true when the key was its own (not for the composer). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(token.start);
      return true;
    }
    if (matches.length === 0) return false;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
      return true;
    }
    if ((event.key === "Enter" && !event.shiftKey) || event.key === "Tab") {
      const chosen = matches[activeIndex];
      if (!chosen) return false;
      event.preventDefault();
      pick(chosen);
      return true;
    }
    return false;
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return {
    open,
    query: query ?? "",
    matches,
    activeIndex,
    listId,
    optionId,
    textareaRef,
    track,
    onKeyDown,
    pick,
    setActive,
    /** What the message box adds to point screen readers at the open list. */
    textareaProps: {
      "aria-autocomplete": "list" as const,
      "aria-controls": open && matches.length > 0 ? listId : undefined,
      "aria-activedescendant": open && matches.length > 0 ? optionId(activeIndex) : undefined,
    },
  };
}
