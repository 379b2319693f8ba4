import "i18next";
import type { Catalogue } from "./catalogue";

declare module "i18next" {
  // Module augmentation only works on an interface; this types every t() key against the catalogue.
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}
