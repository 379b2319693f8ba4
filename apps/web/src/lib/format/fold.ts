/** Lower case without accents, so a search for "rapido" finds "Rápido" (as the server's searches do). */
export function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("es");
}

/** Whether any of the texts holds the search, ignoring case and accents; an empty search matches all. */
export function textMatches(search: string, ...texts: string[]): boolean {
  const needle = fold(search.trim());
  return needle === "" || texts.some((text) => fold(text).includes(needle));
}
