/** The words an import's "Acepta mensajes" cell may hold, lower case without accents: the export's Sí and No too. */
const CONSENT_WORDS: ReadonlyMap<string, boolean> = new Map([
  ["si", true],
  ["yes", true],
  ["true", true],
  ["1", true],
  ["no", false],
  ["false", false],
  ["0", false],
]);

/**
 * A consent cell as yes (true) or no (false); null for an empty cell, which keeps what the contact has as any
 * empty cell does; undefined for anything else, which rejects the row.
 */
export function consentOf(cell: string): boolean | null | undefined {
  const word = cell.trim().normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (word === "") return null;
  return CONSENT_WORDS.get(word);
}
