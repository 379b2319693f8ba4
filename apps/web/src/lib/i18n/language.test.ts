import { describe, expect, it } from "vitest";
import { rememberLanguage } from "./language";

describe("rememberLanguage", () => {
  it("falls back to Spanish for a browser in another language and remembers it in LANG and <html lang>", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = "LANG=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    document.documentElement.lang = "";
    expect(navigator.language).toBe("en-US");
    expect(rememberLanguage()).toBe("es");
    expect(document.cookie).toContain("LANG=es");
    expect(document.documentElement.lang).toBe("es");
  });

  it("keeps a supported language found in the cookie and ignores an unsupported one", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = "LANG=es; path=/";
    expect(rememberLanguage()).toBe("es");
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = "LANG=fr; path=/";
    expect(rememberLanguage()).toBe("es");
    expect(document.cookie).toContain("LANG=es");
  });
});
