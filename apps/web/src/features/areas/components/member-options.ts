import type { AreaMember } from "@consola/shared";

type Person = AreaMember & { area?: string | null };

/**
 * The options of the member picker: the people already chosen (always, so their chips keep a name) and the
 * ones the search found, each once; someone found who works in another area says which, since saving moves
 * them here.
 */
export function memberOptions(input: {
  chosen: string[];
  known: Person[];
  found: Person[];
  thisArea: string | null;
  otherAreaLabel: (area: string) => string;
}): { value: string; label: string }[] {
  const byId = new Map<string, Person>();
  for (const person of [...input.known, ...input.found])
    byId.set(String(person.id), { ...byId.get(String(person.id)), ...person });
  const options: { value: string; label: string }[] = [];
  const seen = new Set<string>();
  const add = (id: string) => {
    const person = byId.get(id);
    if (!person || seen.has(id)) return;
    seen.add(id);
    const elsewhere = person.area && person.area !== input.thisArea && !input.chosen.includes(id);
    options.push({
      value: id,
      label: elsewhere ? `${person.name} (${input.otherAreaLabel(person.area ?? "")})` : person.name,
    });
  };
  for (const id of input.chosen) add(id);
  for (const person of input.found) add(String(person.id));
  return options;
}
