import { commonEs } from "../../lib/i18n/es";
import { FALLBACK_LANGUAGE, i18n, initI18n } from "../../lib/i18n/i18n";
import type { featureTexts } from "./feature-texts";

/** Every text of the interface: the shared texts of lib/ and each feature's under its own key. */
export type Catalogue = typeof featureTexts & typeof commonEs;

/**
 * The shared texts; the public screens read them without i18next (lib/i18n/texts.ts), so this module loads
 * with the signed-in shell and what else speaks through i18next (see loadI18n).
 */
export const i18nReady = initI18n(commonEs);

/**
 * Adds the features' texts to the catalogue; the signed-in shell waits for it before it renders. Loading it
 * twice is harmless: the second call finds the module cached and the texts already there.
 */
export async function loadFeatureTexts(): Promise<void> {
  const [{ featureTexts }] = await Promise.all([import("./feature-texts"), i18nReady]);
  // Deep, and never over a shared text: the shared texts won when both were spread into one object.
  i18n.addResourceBundle(FALLBACK_LANGUAGE, "translation", featureTexts, true, false);
}

export { i18n };

/** i18next with the shared texts, for a part of the app that renders outside the signed-in shell. */
export async function loadI18n(): Promise<void> {
  await i18nReady;
}
