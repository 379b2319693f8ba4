import type { QuickAnswer } from "@consola/shared";
import { fold } from "../../../lib/format/fold";

/** The "/word" being typed: where it starts (the "/"), where it ends (the caret) and the word after "/". */
export type SlashToken = { start: number; end: number; query: string };

/** Longest word after "/" still read as a search; past it the user is writing something else. */
const MAX_QUERY_LENGTH = 40;
const SLASH_WORD = /(^|\s)\/([\p{L}\p{N}_-]*)$/u;

/**
 * The "/word" right before the caret, when its "/" starts a word (start of the text or after a space or a
 * line break), so "y/o" or a link never opens the picker.
 */
export function slashTokenAt(text: string, caret: number): SlashToken | null {
  const match = SLASH_WORD.exec(text.slice(0, caret));
  const query = match?.[2];
  if (query === undefined || query.length > MAX_QUERY_LENGTH) return null;
  return { start: caret - query.length - 1, end: caret, query };
}

/**
 * The answers that match the word, best first: the shortcut itself, shortcuts that start with it, shortcuts
 * that hold it, then answers whose text holds it; alphabetical (as listed) within each group.
 */
export function matchQuickAnswers(answers: readonly QuickAnswer[], query: string): QuickAnswer[] {
  const needle = fold(query);
  if (!needle) return [...answers];
  const rank = (answer: QuickAnswer): number => {
    const shortcut = fold(answer.shortcut);
    if (shortcut === needle) return 0;
    if (shortcut.startsWith(needle)) return 1;
    if (shortcut.includes(needle)) return 2;
    return fold(answer.message).includes(needle) ? 3 : -1;
  };
  return answers
    .map((answer, index) => ({ answer, index, rank: rank(answer) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.answer);
}

/** The text with the "/word" replaced by the answer, and where the caret goes (right after it). */
export function insertAnswer(
  text: string,
  token: SlashToken,
  message: string,
): { text: string; caret: number } {
  return {
    text: `${text.slice(0, token.start)}${message}${text.slice(token.end)}`,
    caret: token.start + message.length,
  };
}
