/** How a contact's answer is read: case, accents, surrounding punctuation and spaces do not matter. */
export function foldAnswer(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export type BotOption = { id: string; title: string; also?: readonly string[] };

const YES = ["si", "s", "yes", "claro", "ok", "correcto", "sip"];
const NO = ["no", "n", "nop", "nel"];

/** The yes/no options a question offers (Sí first), answering to the usual words too. */
export function yesNoOptions(titles: { yes: string; no: string }): BotOption[] {
  return [
    { id: "yes", title: titles.yes, also: YES },
    { id: "no", title: titles.no, also: NO },
  ];
}

/**
 * The option an answer picks: the tapped option's id (WhatsApp buttons and lists), its number in the list
 * ("2", "2.", "opción 2"), or its title or one of its other words, in any case and with or without accents.
 * Undefined when it picks none, or more than one.
 */
export function pickOption<T extends BotOption>(
  options: readonly T[],
  answer: { body: string; choiceId?: string | undefined },
): T | undefined {
  if (answer.choiceId) {
    const tapped = options.find((option) => option.id === answer.choiceId);
    if (tapped) return tapped;
  }
  const folded = foldAnswer(answer.body);
  if (!folded) return undefined;
  const number = /^(?:opcion |numero |la |el )?(\d{1,2})$/.exec(folded)?.[1];
  if (number !== undefined) return options[Number(number) - 1];
  const says = (option: T, text: string) =>
    foldAnswer(option.title) === text || (option.also ?? []).some((word) => foldAnswer(word) === text);
  const whole = options.filter((option) => says(option, folded));
  if (whole.length === 1) return whole[0];
  // "no, gracias", "ventas por favor": the first word alone, when only one option answers to it.
  const first = folded.split(" ")[0] ?? "";
  const byFirstWord = options.filter((option) =>
    (option.also ?? []).some((word) => foldAnswer(word) === first),
  );
  return whole.length === 0 && byFirstWord.length === 1 ? byFirstWord[0] : undefined;
}

/** A question with numbered options, as SMS, MMS and the sandbox show it (and as the history keeps it). */
export function numberedText(prompt: string, options: readonly { title: string }[]): string {
  if (options.length === 0) return prompt;
  return `${prompt}\n\n${options.map((option, index) => `${index + 1}. ${option.title}`).join("\n")}`;
}

const QUOTED = /["“”«»„]([^"“”«»„]+)["“”«»„]/;

/** The name a contact wrote between quotes (straight, curly or angle quotes), or undefined. */
export function quotedName(text: string): string | undefined {
  const name = QUOTED.exec(text)?.[1]?.trim();
  return name || undefined;
}
