import { LANG_COOKIE, LANG_COOKIE_DAYS, SUPPORTED_LANGUAGES } from "@consola/shared";
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE } from "./language";

export { FALLBACK_LANGUAGE };

/**
 * The language comes from the LANG cookie, else from the browser, and is remembered in the cookie for 30
 * days (spec section 9). Only Spanish exists, so any other browser language falls back to it. The catalogue
 * is given by the app shell (app/i18n/catalogue.ts), which knows the features; lib does not.
 */
export function initI18n(translation: Record<string, unknown>) {
  return i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { es: { translation } },
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ["cookie", "navigator"],
        lookupCookie: LANG_COOKIE,
        caches: ["cookie"],
        cookieMinutes: LANG_COOKIE_DAYS * 24 * 60,
        cookieOptions: { path: "/", sameSite: "lax" },
        // "es-MX" and "es-CO" browsers share one catalogue: keep the cookie and <html lang> at "es".
        convertDetectedLanguage: (language: string) => language.split("-")[0] ?? language,
      },
    });
}

export { i18n };

// Screen readers and the browser's spell checker follow <html lang>.
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
