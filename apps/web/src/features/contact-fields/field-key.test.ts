import { CONTACT_FIELD_KEY_MAX_LENGTH, CONTACT_FIELD_KEY_PATTERN } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { suggestKey } from "./field-key";

describe("a field's suggested key", () => {
  it("is the name in lower case without accents, spaces as underscores", () => {
    expect(suggestKey("Fecha de alta")).toBe("fecha_de_alta");
    expect(suggestKey("  Razón  comercial ")).toBe("razon_comercial");
    expect(suggestKey("Año de compra")).toBe("ano_de_compra");
    expect(suggestKey("Línea-de negocio")).toBe("linea_de_negocio");
  });

  it("keeps only letters, digits and underscores, starting with a letter", () => {
    expect(suggestKey("¿Nivel 2º?")).toBe("nivel_2");
    expect(suggestKey("3 Zona")).toBe("zona");
    expect(suggestKey("¡¡!!")).toBe("");
    for (const name of ["Nivel", "Correo del jefe", "Teléfono 2", "Ñandú"])
      expect(suggestKey(name)).toMatch(CONTACT_FIELD_KEY_PATTERN);
  });

  it("fits the key's length", () => {
    const key = suggestKey("Una descripción muy larga de lo que guarda este campo del contacto");
    expect(key.length).toBeLessThanOrEqual(CONTACT_FIELD_KEY_MAX_LENGTH);
    expect(key.endsWith("_")).toBe(false);
  });
});
