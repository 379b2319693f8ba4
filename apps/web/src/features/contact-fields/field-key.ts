import { CONTACT_FIELD_KEY_MAX_LENGTH } from "@consola/shared";

/**
 * The key a new field's name suggests: lower case, accents dropped, spaces and dashes as underscores, only
 * [a-z0-9_], starting with a letter ("Fecha de alta" → fecha_de_alta, "Nivel 2º" → nivel_2). The server's
 * pattern accepts whatever this gives, so a person who never touches the key never sees it refused.
 */
export function suggestKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ñ/g, "n")
    .replace(/[\s-]+/g, "_")
    .replace(/[^a-z0-9_]/g, "")
    .replace(/_+/g, "_")
    .replace(/^[^a-z]+/, "")
    .slice(0, CONTACT_FIELD_KEY_MAX_LENGTH)
    .replace(/_+$/, "");
}
