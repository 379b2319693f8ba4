import { LANG_COOKIE, LANG_COOKIE_DAYS, SUPPORTED_LANGUAGES } from "@consola/shared";

export const FALLBACK_LANGUAGE = "es";

const isSupported = (language: string): boolean =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language);

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The language as i18n.ts's detector settles it (the LANG cookie, else the browser, else Spanish), remembered
 * in the cookie for 30 days and on <html lang>. Run at start-up: the public screens do without i18next, which
 * loads with the signed-in shell, and the cookie must be there from the first page (spec section 9).
 */
export function rememberLanguage(): string {
  const candidates = [cookieValue(LANG_COOKIE), ...(navigator.languages ?? []), navigator.language];
  const language =
    candidates.map((candidate) => candidate?.split("-")[0]).find((c) => c !== undefined && isSupported(c)) ??
    FALLBACK_LANGUAGE;
  const expires = new Date(Date.now() + LANG_COOKIE_DAYS * 86_400_000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari 17.
  document.cookie = `${LANG_COOKIE}=${language}; expires=${expires}; path=/; samesite=lax`;
  document.documentElement.lang = language;
  return language;
}
