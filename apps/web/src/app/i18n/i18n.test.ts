import { describe, expect, it } from "vitest";
import { i18n, i18nReady } from "./catalogue";

describe("i18n", () => {
  it("falls back to Spanish for a browser in another language and remembers it in LANG", async () => {
    await i18nReady;
    expect(navigator.language).toBe("en-US");
    expect(i18n.resolvedLanguage).toBe("es");
    expect(document.cookie).toContain("LANG=es");
    expect(i18n.t("login.title")).toBe("Iniciar sesión");
    expect(i18n.t("search.resultsFor", { query: "Ana" })).toBe("Resultados para «Ana»");
  });
});
