/** Two letters for an avatar: first and last word of a name, or the last digits of a number. */
export function contactInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (/^\+?\d/.test(name.trim())) return name.replace(/\D/g, "").slice(-2);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : (words[0]?.[1] ?? "");
  return `${first}${last}`.toUpperCase();
}
